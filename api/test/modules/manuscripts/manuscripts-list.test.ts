// GET /manuscripts: filters, paging and what a list item carries.
import type { TestApp } from '../../helpers/test-app';
import { createManuscript, forceStatus, insertJournal, tokenOf } from './helpers/content';
import { getAs, idsOf, manuscriptRoutesSuite } from './helpers/routes-suite';

const suite = manuscriptRoutesSuite();
let t: TestApp;
let journal: number;
let author: string;
beforeAll(() => {
  ({ t, journal, author } = suite);
});

const get = (url: string, token: string) => getAs(t, url, token);
const ids = idsOf;

describe('list filters and paging', () => {
  let editor: string;
  beforeAll(async () => {
    editor = await tokenOf(t, 'editor-in-chief');
    const second = await insertJournal(t);
    for (let i = 0; i < 12; i++) {
      const id = await createManuscript(t, author, i % 2 ? journal : second, {
        title: `Paged ${i}`,
        manuscript_type: i % 3 === 0 ? 'case_study' : 'review_article',
      });
      if (i < 4) await forceStatus(t, id, 'under_review');
    }
  });

  it('pages 10 by default, newest first, with capped-count meta', async () => {
    const res = await get('/manuscripts', editor);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({
      current_page: 1,
      per_page: 10,
      last_page: 2,
      total: 14,
      total_capped: false,
    });
    const list = ids(res);
    expect(list).toEqual([...list].sort((a, b) => b - a));
    const page2 = await get('/manuscripts?page=2', editor);
    expect(page2.json().data).toHaveLength(4);
    expect(page2.json().meta.current_page).toBe(2);
  });

  it('filters by status, type (both type readings) and journal', async () => {
    expect((await get('/manuscripts?status=under_review', editor)).json().meta.total).toBe(4);
    expect((await get('/manuscripts?manuscript_type=case_study', editor)).json().meta.total).toBe(
      4,
    );
    expect(
      (await get('/manuscripts?manuscript_type=review_article&status=under_review', editor)).json()
        .meta.total,
    ).toBe(2);
    expect((await get(`/manuscripts?journal_id=${journal}`, editor)).json().meta.total).toBe(8);
    expect((await get('/manuscripts?status=&manuscript_type=', editor)).json().meta.total).toBe(14);
  });

  it('422 for unknown filter values', async () => {
    const res = await get('/manuscripts?status=lost&manuscript_type=novel&journal_id=x', editor);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'journal_id',
      'manuscript_type',
      'status',
    ]);
  });

  it('list items carry journal and corresponding author', async () => {
    const [first] = (await get('/manuscripts?per_page=1', editor)).json().data;
    expect(first).toMatchObject({
      journal: { id: expect.any(Number), title: expect.any(String) },
      corresponding_author: { name: 'Ada Lovelace0', email: 'ada0@example.org' },
      submitter: { id: t.users.author.id },
    });
  });
});
