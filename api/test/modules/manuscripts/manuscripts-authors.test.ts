// POST /manuscripts/{id}/authors: linking accounts, updating matches, the 422s.
import type { TestApp } from '../../helpers/test-app';
import { api, createManuscript } from './helpers/content';
import { getAs, manuscriptRoutesSuite } from './helpers/routes-suite';

const suite = manuscriptRoutesSuite();
let t: TestApp;
let journal: number;
let author: string;
beforeAll(() => {
  ({ t, journal, author } = suite);
});

const get = (url: string, token: string) => getAs(t, url, token);

describe('POST manuscripts/{id}/authors', () => {
  const post = (id: number, token: string, authors: object[]) =>
    t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/authors`),
      headers: t.authHeader(token),
      payload: { authors },
    });

  it('adds accounts by user_id, updates matches instead of duplicating', async () => {
    const id = await createManuscript(t, author, journal);
    const colleague = await t.createUser({ roles: ['author'], name: 'Katherine Johnson' });
    const first = await post(id, author, [
      { user_id: colleague.id, is_corresponding: false, author_order: 2 },
    ]);
    expect(first.statusCode).toBe(200);
    expect(
      first
        .json()
        .data.map((a: { name: string; user_id: number | null; author_order: number }) => [
          a.name,
          a.user_id,
          a.author_order,
        ]),
    ).toEqual([
      ['Ada Lovelace0', null, 1],
      ['Katherine Johnson', colleague.id, 2],
    ]);
    const again = await post(id, author, [
      { user_id: colleague.id, is_corresponding: true, author_order: 3 },
    ]);
    expect(again.json().data).toHaveLength(2);
    expect(again.json().data[1]).toMatchObject({ author_order: 3, is_corresponding: true });
    // The linked colleague now sees the manuscript.
    expect((await get(`/manuscripts/${id}`, await t.tokenForUser(colleague.id))).statusCode).toBe(
      200,
    );
  });

  it('422 for an unknown user, missing fields, or no corresponding author left', async () => {
    const id = await createManuscript(t, author, journal);
    const unknown = await post(id, author, [{ user_id: 999_999, author_order: 1 }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['authors.0.user_id']).toEqual([
      'The selected user does not exist.',
    ]);
    const missing = await post(id, author, [{ author_order: 1 }]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors['authors.0.first_name']).toEqual([
      'Author first name is required',
    ]);
    const uncorresponding = await post(id, author, [
      {
        first_name: 'Ada',
        last_name: 'Lovelace0',
        email: 'ada0@example.org',
        institution: 'X',
        is_corresponding: false,
        author_order: 1,
      },
    ]);
    expect(uncorresponding.statusCode).toBe(422);
    expect(uncorresponding.json().errors.authors).toEqual([
      'At least one corresponding author is required',
    ]);
    const authors = await t.db
      .selectFrom('manuscript_authors')
      .select(['is_corresponding'])
      .where('manuscript_id', '=', id)
      .execute();
    expect(authors).toHaveLength(1);
  });
});
