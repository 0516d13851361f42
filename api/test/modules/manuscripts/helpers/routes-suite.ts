// The set-up the /manuscripts route tests share: one journal, a manuscript of
// the author role ("Mine") and one of another author ("Theirs"), both drafts.
import { buildTestApp, type TestApp, type TestUser } from '../../../helpers/test-app';
import { api, createManuscript, insertJournal, tokenOf, withTempDataDir } from './content';

export type ManuscriptRoutesSuite = {
  t: TestApp;
  journal: number;
  /** The token of the author role, who submitted `mine`. */
  author: string;
  other: TestUser;
  otherToken: string;
  mine: number;
  theirs: number;
};

/** Filled in by the file's beforeAll (read it inside tests or hooks), closed by its afterAll. */
export function manuscriptRoutesSuite(): ManuscriptRoutesSuite {
  withTempDataDir();
  const suite = {} as ManuscriptRoutesSuite;
  beforeAll(async () => {
    const t = await buildTestApp();
    const journal = await insertJournal(t);
    const author = await tokenOf(t, 'author');
    const other = await t.createUser({ roles: ['author'] });
    const otherToken = await t.tokenForUser(other.id);
    Object.assign(suite, {
      t,
      journal,
      author,
      other,
      otherToken,
      mine: await createManuscript(t, author, journal, { title: 'Mine' }),
      theirs: await createManuscript(t, otherToken, journal, { title: 'Theirs' }),
    });
  });
  afterAll(async () => suite.t.close());
  return suite;
}

export const getAs = (t: TestApp, url: string, token: string) =>
  t.app.inject({ method: 'GET', url: api(url), headers: t.authHeader(token) });

/** The ids of a list answer, in its order. */
export const idsOf = (res: { json(): { data: { id: number }[] } }) =>
  res.json().data.map((m) => m.id);
