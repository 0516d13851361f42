// A journal's Status and its Active switch must not contradict each other.
// Active (open to new submissions) only with the status active; a 422 at the field
// that says so, nothing written. Runs on SQLite and on PostgreSQL.
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { api, tokenOf, withTempDataDir } from '../manuscripts/helpers/content';

withTempDataDir();
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = t.authHeader(await tokenOf(t, 'admin'));
});
afterAll(async () => t.close());

const MESSAGE =
  'Only a journal with the status Active can be open to new submissions: switch Active off or set the status to Active';

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: api('/journals'), headers: admin, payload });
const put = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: api(`/journals/${id}`), headers: admin, payload });
const countTitled = async (title: string) =>
  (await t.db.selectFrom('journals').select('id').where('title', '=', title).execute()).length;

describe('POST journals', () => {
  it.each(['inactive', 'under_review', 'suspended'])(
    '422 at is_active for is_active true with status %s, and nothing is written',
    async (status) => {
      const title = `Contradiction ${status}`;
      const res = await post({ title, description: 'D', status, is_active: true });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: MESSAGE, errors: { is_active: [MESSAGE] } });
      expect(await countTitled(title)).toBe(0);
    },
  );

  it('accepts an agreeing pair; an omitted Active follows the status', async () => {
    const suspended = await post({ title: 'Quiet', description: 'D', status: 'suspended' });
    expect(suspended.statusCode).toBe(201);
    expect(suspended.json().data).toMatchObject({ status: 'suspended', is_active: false });
    const open = await post({ title: 'Open', description: 'D' });
    expect(open.json().data).toMatchObject({ status: 'active', is_active: true });
    const paused = await post({ title: 'Paused', description: 'D', is_active: false });
    expect(paused.json().data).toMatchObject({ status: 'active', is_active: false });
  });
});

describe('PUT journals/{id}', () => {
  it('checks one of the pair against the stored journal, at the field sent', async () => {
    const created = await post({ title: 'Stored', description: 'D', status: 'suspended' });
    const { id } = created.json().data as { id: number };

    const activate = await put(id, { is_active: true });
    expect(activate.statusCode).toBe(422);
    expect(activate.json().errors).toEqual({ is_active: [MESSAGE] });

    const both = await put(id, { status: 'under_review', is_active: true });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({ is_active: [MESSAGE] });

    const reopen = await put(id, { status: 'active', is_active: true });
    expect(reopen.statusCode).toBe(200);

    // Now active and open: a status alone that contradicts is refused at the status.
    const suspend = await put(id, { status: 'suspended' });
    expect(suspend.statusCode).toBe(422);
    expect(suspend.json().errors).toEqual({ status: [MESSAGE] });
    const row = await t.db
      .selectFrom('journals')
      .select(['status', 'is_active'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect(Boolean(row.is_active)).toBe(true);

    expect((await put(id, { status: 'suspended', is_active: false })).statusCode).toBe(200);
  });
});
