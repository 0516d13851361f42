// A published manuscript is the version of record: editors may correct its DOI
// and tags, nothing else, and may not delete it (409 with a translated
// message); an administrator may still remove it. Runs on both databases.
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import {
  api,
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from './helpers/content';

withTempDataDir();
let t: TestApp;
let journal: number;
let tagId: number;
beforeAll(async () => {
  t = await buildTestApp();
  journal = await insertJournal(t);
  const now = new Date().toISOString();
  const tag = await t.db
    .insertInto('tags')
    .values({
      name: 'Errata',
      slug: 'errata',
      name_key: 'errata',
      description: null,
      color: '#112233',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  tagId = tag.id;
});
afterAll(async () => t.close());

async function manuscriptIn(status: string) {
  const id = await createManuscript(t, await tokenOf(t, 'author'), journal);
  await forceStatus(t, id, status);
  return id;
}

type Role = 'editor-in-chief' | 'admin' | 'author';

const put = async (id: number, payload: object, role: Role = 'editor-in-chief', lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: api(`/manuscripts/${id}`),
    headers: { ...t.authHeader(await tokenOf(t, role)), 'accept-language': lang },
    payload,
  });

const del = async (id: number, role: Role, lang = 'en') =>
  t.app.inject({
    method: 'DELETE',
    url: api(`/manuscripts/${id}`),
    headers: { ...t.authHeader(await tokenOf(t, role)), 'accept-language': lang },
  });

const stored = (id: number) =>
  t.db.selectFrom('manuscripts').select(['title', 'doi']).where('id', '=', id).executeTakeFirst();

describe('editing a published manuscript', () => {
  it('refuses a change of its content with 409, naming the field, in the reader’s language', async () => {
    const id = await manuscriptIn('published');
    const before = await stored(id);
    const res = await put(id, { title: 'A new title', doi: '10.5555/fixed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A published manuscript is the version of record: only its DOI and tags can be corrected.',
    );
    expect(Object.keys(res.json().errors)).toEqual(['title']);
    // Nothing of the request was applied, the allowed DOI included.
    expect(await stored(id)).toEqual(before);
    const german = await put(id, { abstract: 'Neu' }, 'editor-in-chief', 'de');
    expect(german.statusCode).toBe(409);
    expect(german.json().message).toMatch(/^Ein veröffentlichtes Manuskript/);
  });

  it('accepts a correction of the DOI and the tags', async () => {
    const id = await manuscriptIn('published');
    const res = await put(id, { doi: '10.5555/corrected.1', tag_ids: [tagId] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.doi).toBe('10.5555/corrected.1');
    expect((await stored(id))?.doi).toBe('10.5555/corrected.1');
  });

  it('refuses its authors’ changes too, and the author’s own edit', async () => {
    const id = await manuscriptIn('published');
    const authors = await t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/authors`),
      headers: t.authHeader(await tokenOf(t, 'editor-in-chief')),
      payload: {
        authors: [
          {
            first_name: 'New',
            last_name: 'Author',
            email: 'new.author@example.org',
            institution: 'Somewhere',
            is_corresponding: false,
            author_order: 2,
          },
        ],
      },
    });
    expect(authors.statusCode).toBe(409);
    expect((await put(id, { title: 'Mine' }, 'author')).statusCode).toBe(409);
  });

  it('still lets an editor edit an accepted manuscript before it is published', async () => {
    const id = await manuscriptIn('accepted');
    const res = await put(id, { title: 'Accepted, retitled' });
    expect(res.statusCode).toBe(200);
    expect((await stored(id))?.title).toBe('Accepted, retitled');
  });
});

describe('deleting a published manuscript', () => {
  it('refuses the editor-in-chief with 409 and keeps the manuscript', async () => {
    const id = await manuscriptIn('published');
    const res = await del(id, 'editor-in-chief');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A published manuscript stays on the record and cannot be deleted by an editor.',
    );
    expect(await stored(id)).toBeDefined();
    const urdu = await del(id, 'editor-in-chief', 'ur');
    expect(urdu.json().message).toMatch(/^شائع شدہ مسودہ/);
    expect((await del(id, 'author')).statusCode).toBe(409);
  });

  it('lets an administrator remove it', async () => {
    const id = await manuscriptIn('published');
    expect((await del(id, 'admin')).statusCode).toBe(200);
    expect(await stored(id)).toBeUndefined();
  });

  it('says so in the detail’s permissions', async () => {
    const id = await manuscriptIn('published');
    const read = async (role: Role) =>
      (
        await t.app.inject({
          method: 'GET',
          url: api(`/manuscripts/${id}`),
          headers: t.authHeader(await tokenOf(t, role)),
        })
      ).json().data.permissions;
    expect(await read('editor-in-chief')).toMatchObject({ edit: false, delete: false });
    expect(await read('admin')).toMatchObject({ edit: false, delete: true });
  });
});
