import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { startReleaseStore, type StoreFixture } from './release-store-fixture';
import { trimLoadErrors } from '../../../src/modules/remotes/remotes.repository';
import { LOAD_ERROR_RETENTION_MS } from '../../../src/modules/remotes/load-errors';

// Load errors the panel reports when a section's code fails to load, and
// their counts on the release screen.
let t: TestApp;
let store: StoreFixture;
let admin: string;

beforeAll(async () => {
  store = await startReleaseStore();
  t = await buildTestApp({ config: { releases: store.config } });
  admin = await t.tokenFor('admin');
});
afterAll(async () => {
  await t.close();
  await store.close();
});

describe('POST remotes/errors', () => {
  const report = {
    section: 'journals',
    version: '1.1.0',
    entry: 'http://x/m.json',
    message: 'boom',
  };
  const send = (remoteAddress: string, payload: object = report, userAgent = 'test-browser') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/remotes/errors',
      payload,
      remoteAddress,
      headers: { 'user-agent': userAgent },
    });
  const errorsOf = async (section: string) => {
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/v1/remotes/releases',
      headers: t.authHeader(admin),
    });
    return overview.json().data.find((r: { section: string }) => r.section === section).errors;
  };

  it('counts load errors per section, version and distinct client on the release screen', async () => {
    await t.db.deleteFrom('remote_load_errors').execute();
    // One client reporting again and again counts once…
    for (let i = 0; i < 5; i += 1) expect((await send('10.0.0.1')).statusCode).toBe(202);
    expect(await errorsOf('journals')).toEqual([{ version: '1.1.0', count: 1 }]);
    // …and keeps one row; other clients (address or browser) count each.
    await send('10.0.0.2');
    await send('10.0.0.3');
    await send('10.0.0.3', report, 'another-browser');
    await send('10.0.0.1', { ...report, version: '1.2.0' });
    expect(await errorsOf('journals')).toEqual(
      expect.arrayContaining([
        { version: '1.1.0', count: 4 },
        { version: '1.2.0', count: 1 },
      ]),
    );
    const rows = await t.db.selectFrom('remote_load_errors').selectAll().execute();
    expect(rows).toHaveLength(5);
    // No address is kept, only a hash of it.
    expect(JSON.stringify(rows)).not.toContain('10.0.0.');
  });

  it('keeps reports 30 days: older ones go when a new one arrives', async () => {
    await t.db.deleteFrom('remote_load_errors').execute();
    const old = new Date(Date.now() - LOAD_ERROR_RETENTION_MS - 60_000).toISOString();
    const recent = new Date(Date.now() - LOAD_ERROR_RETENTION_MS + 3_600_000).toISOString();
    await t.db
      .insertInto('remote_load_errors')
      .values([
        { ...report, client: 'old', created_at: old },
        { ...report, client: 'recent', created_at: recent },
      ])
      .execute();
    await send('10.0.0.9', { ...report, section: 'users' });
    const clients = (await t.db.selectFrom('remote_load_errors').select('client').execute()).map(
      (r) => r.client,
    );
    expect(clients).toHaveLength(2);
    expect(clients).toContain('recent');
    expect(clients).not.toContain('old');
  });

  it('keeps at most a fixed number of reports per section, the most recent', async () => {
    await t.db.deleteFrom('remote_load_errors').execute();
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await t.db
      .insertInto('remote_load_errors')
      .values([
        ...[5, 4, 3, 2, 1].map((m) => ({ ...report, client: `c${m}`, created_at: at(m) })),
        { ...report, section: 'users', client: 'u1', created_at: at(9) },
      ])
      .execute();
    await trimLoadErrors(t.db, 'journals', 2);
    const rows = await t.db
      .selectFrom('remote_load_errors')
      .select(['section', 'client'])
      .orderBy('client')
      .execute();
    expect(rows).toEqual([
      { section: 'journals', client: 'c1' },
      { section: 'journals', client: 'c2' },
      { section: 'users', client: 'u1' },
    ]);
  });

  it('refuses an unknown section or a malformed report without writing', async () => {
    const before = await t.db.selectFrom('remote_load_errors').select('id').execute();
    for (const payload of [
      { section: 'nope', version: '1', entry: 'x' },
      { section: 'journals', version: '', entry: 'x' },
      { section: 'journals', version: '1', entry: 'x'.repeat(3000) },
      { section: 'journals', version: '1', entry: 'x', admin: true },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/remotes/errors',
        payload,
      });
      expect(response.statusCode).toBe(422);
    }
    const after = await t.db.selectFrom('remote_load_errors').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});
