// Tags: CRUD with usage counts, case-free unique names, delete that untags,
// merge in one transaction, who may write, and the tag_ids / tag filter of
// manuscripts and journals.
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import {
  api,
  createManuscript,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';

withTempDataDir();
let t: TestApp;
let admin: string;
let editor: string;
let author: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenOf(t, 'admin');
  editor = await tokenOf(t, 'associate-editor');
  author = await tokenOf(t, 'author');
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: api(path),
    headers: t.authHeader(token),
    ...(payload ? { payload } : {}),
  });

async function createTag(name: string, extra: object = {}, token = admin) {
  const res = await call('POST', '/tags', token, { name, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string; slug: string };
}

describe('create, read, update', () => {
  it('creates a tag with a slug, description and colour, and reads it back', async () => {
    const tag = await createTag('Machine Learning', { description: 'ML and AI', color: '#1677FF' });
    expect(tag).toMatchObject({ name: 'Machine Learning', slug: 'machine-learning' });
    const res = await call('GET', `/tags/${tag.id}`, author);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      description: 'ML and AI',
      color: '#1677ff',
      manuscripts_count: 0,
      journals_count: 0,
      usage_count: 0,
    });
  });

  it('refuses a name already taken in another case, with a 422 on name', async () => {
    await createTag('Ecology');
    const res = await call('POST', '/tags', admin, { name: '  ECOLOGY ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['A tag with this name already exists']);
    const rename = await createTag('Botany');
    const clash = await call('PUT', `/tags/${rename.id}`, admin, { name: 'ecology' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.name).toHaveLength(1);
  });

  it('validates name, colour and description with the form schema', async () => {
    const res = await call('POST', '/tags', admin, {
      name: ' ',
      color: 'red',
      description: 'x'.repeat(1001),
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual(['Tag name is required']);
    expect(errors.color).toEqual(['The colour must be a hex colour like #1677ff']);
    expect(errors.description[0]).toMatch(/1000/);
  });

  it('renders validation messages in the reader’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/tags'),
      headers: { ...t.authHeader(admin), 'accept-language': 'de' },
      payload: { name: '' },
    });
    expect(res.json().errors.name).toEqual(['Der Schlagwortname ist erforderlich']);
  });

  it('updates name (new slug), colour and description', async () => {
    const tag = await createTag('Old name');
    const res = await call('PUT', `/tags/${tag.id}`, editor, {
      name: 'New name',
      color: '',
      description: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'New name',
      slug: 'new-name',
      color: null,
      description: null,
    });
  });

  it('lists with search and paging in the data + meta shape', async () => {
    for (const n of ['Paging alpha', 'Paging beta', 'Paging gamma']) await createTag(n);
    const res = await call('GET', '/tags?search=paging&per_page=2&page=2', author);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 2, per_page: 2, last_page: 2, total: 3 });
    expect(body.data.map((x: { name: string }) => x.name)).toEqual(['Paging gamma']);
  });

  it('answers 404 for a missing or malformed id', async () => {
    expect((await call('GET', '/tags/999999', author)).statusCode).toBe(404);
    expect((await call('GET', '/tags/abc', author)).statusCode).toBe(404);
  });
});

describe('rights', () => {
  it('lets administrators and editors write; authors and reviewers only read', async () => {
    for (const role of ['author', 'reviewer'] as const) {
      const token = await tokenOf(t, role);
      expect((await call('POST', '/tags', token, { name: `By ${role}` })).statusCode).toBe(403);
      expect((await call('GET', '/tags', token)).statusCode).toBe(200);
    }
    const tag = await createTag('Editors may', {}, await tokenOf(t, 'editor-in-chief'));
    expect((await call('DELETE', `/tags/${tag.id}`, author)).statusCode).toBe(403);
    expect(
      (await call('POST', `/tags/${tag.id}/merge`, author, { target_id: tag.id })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: api('/tags') })).statusCode).toBe(401);
  });
});

describe('records carry tags', () => {
  it('tags manuscripts and journals, filters their lists, counts usage, and 422s unknown tags', async () => {
    const a = await createTag('Filter me');
    const b = await createTag('Other');
    const journal = await insertJournal(t, { title: 'Tagged Journal' });
    const tagged = await createManuscript(t, author, journal, {
      title: 'Tagged paper',
      tag_ids: JSON.stringify([a.id, b.id]),
    });
    const plain = await createManuscript(t, author, journal, { title: 'Plain paper' });

    const detail = await call('GET', `/manuscripts/${tagged}`, author);
    expect(detail.json().data.tags.map((x: { name: string }) => x.name)).toEqual([
      'Filter me',
      'Other',
    ]);

    const list = await call('GET', `/manuscripts?tag=${a.id}`, admin);
    expect(list.json().data.map((m: { id: number }) => m.id)).toEqual([tagged]);
    expect(list.json().data[0].tags).toHaveLength(2);

    // An editor may edit the plain manuscript's tags.
    const put = await call('PUT', `/manuscripts/${plain}`, await tokenOf(t, 'editor-in-chief'), {
      tag_ids: [a.id],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.tags.map((x: { id: number }) => x.id)).toEqual([a.id]);

    const journalPut = await call('PUT', `/journals/${journal}`, admin, { tag_ids: [a.id] });
    expect(journalPut.statusCode).toBe(200);
    expect(journalPut.json().data.tags).toEqual([
      { id: a.id, name: 'Filter me', slug: 'filter-me', color: null },
    ]);
    const journals = await call('GET', `/journals?tag=${a.id}`, author);
    expect(journals.json().data.map((j: { id: number }) => j.id)).toEqual([journal]);

    const usage = (await call('GET', `/tags/${a.id}`, author)).json().data;
    expect(usage).toMatchObject({ manuscripts_count: 2, journals_count: 1, usage_count: 3 });

    const missing = await call('PUT', `/journals/${journal}`, admin, { tag_ids: [a.id, 987654] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.tag_ids).toEqual(['These tags do not exist: 987654']);
    const badFilter = await call('GET', '/manuscripts?tag=abc', admin);
    expect(badFilter.statusCode).toBe(422);
    expect(badFilter.json().errors.tag).toEqual(['The tag filter must be a tag id']);
  });

  it('removes a deleted tag from its records and says how many', async () => {
    const tag = await createTag('Doomed');
    const journal = await insertJournal(t);
    const m = await createManuscript(t, author, journal, { tag_ids: JSON.stringify([tag.id]) });
    await call('PUT', `/journals/${journal}`, admin, { tag_ids: [tag.id] });
    const res = await call('DELETE', `/tags/${tag.id}`, editor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Tag deleted successfully',
      manuscripts_untagged: 1,
      journals_untagged: 1,
    });
    expect((await call('GET', `/manuscripts/${m}`, author)).json().data.tags).toEqual([]);
    expect((await call('GET', `/journals/${journal}`, author)).json().data.tags).toEqual([]);
    expect((await call('GET', `/tags/${tag.id}`, author)).statusCode).toBe(404);
  });
});

describe('merge', () => {
  it('moves records to the target, collapses duplicates and deletes the source', async () => {
    const source = await createTag('Deep learning');
    const target = await createTag('Neural networks');
    const journal = await insertJournal(t);
    const both = await createManuscript(t, author, journal, {
      tag_ids: JSON.stringify([source.id, target.id]),
    });
    const onlySource = await createManuscript(t, author, journal, {
      tag_ids: JSON.stringify([source.id]),
    });
    const res = await call('POST', `/tags/${source.id}/merge`, admin, { target_id: target.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: target.id, manuscripts_count: 2 });
    for (const id of [both, onlySource]) {
      const tags = (await call('GET', `/manuscripts/${id}`, author)).json().data.tags;
      expect(tags.map((x: { id: number }) => x.id)).toEqual([target.id]);
    }
    expect((await call('GET', `/tags/${source.id}`, author)).statusCode).toBe(404);
  });

  it('refuses merging into itself or into a missing tag, changing nothing', async () => {
    const tag = await createTag('Lonely');
    const journal = await insertJournal(t);
    await createManuscript(t, author, journal, { tag_ids: JSON.stringify([tag.id]) });
    const self = await call('POST', `/tags/${tag.id}/merge`, admin, { target_id: tag.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.target_id).toEqual(['A tag cannot be merged into itself']);
    const missing = await call('POST', `/tags/${tag.id}/merge`, admin, { target_id: 999999 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.target_id).toEqual(['The tag to merge into does not exist']);
    const bad = await call('POST', `/tags/${tag.id}/merge`, admin, { target_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect((await call('GET', `/tags/${tag.id}`, author)).json().data.manuscripts_count).toBe(1);
  });
});
