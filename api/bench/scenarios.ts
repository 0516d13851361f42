// What the bench measures, and the API's targets on 2 cores at 10
// concurrent connections (SQLite's; PostgreSQL's list target is in run.ts).
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  /** Path under /api/v1, or a body for POST. */
  path: string;
  body?: Record<string, unknown>;
  /** Needs the bearer token of a signed-in admin. */
  signedIn: boolean;
  target: { p99Ms: number; minRps?: number };
  /** Part of the list targets (PostgreSQL: ≥ 2,000 req/s, p99 ≤ 15 ms). */
  list?: boolean;
}

const LIST = { p99Ms: 10, minRps: 3000 };
const SEARCH = { p99Ms: 25, minRps: 1000 };

export type ScenarioFacts = {
  manuscriptId: number;
  journalId: number;
  searchTerm: string;
  login: Record<string, unknown>;
};

const list = (name: string, query: string): Scenario => ({
  name,
  method: 'GET',
  path: `manuscripts?per_page=10&${query}`,
  signedIn: true,
  target: LIST,
  list: true,
});

export function scenarios({
  manuscriptId,
  journalId,
  searchTerm,
  login,
}: ScenarioFacts): Scenario[] {
  return [
    list('list, page 1', 'page=1'),
    list('list, page 5,000', 'page=5000'),
    list('list, status filter', 'page=1&status=under_review'),
    list('list, journal filter', `page=1&journal_id=${journalId}`),
    list('list, type filter', 'page=1&manuscript_type=case_study'),
    list('list, sort title', 'page=1&sort=title'),
    list('list, sort updated_at asc', 'page=1&sort=updated_at&direction=asc'),
    list('list, sort submission_date', 'page=1&sort=submission_date'),
    list('list, sort status desc', 'page=1&sort=status&direction=desc'),
    list('list, sort title, page 5,000', 'page=5000&sort=title'),
    // A status is shared by a fifth of the rows: the position's ties (rows-after-cursor.ts).
    list('list, sort status, page 5,000', 'page=5000&sort=status'),
    {
      name: `list, search '${searchTerm}'`,
      method: 'GET',
      path: `manuscripts?page=1&per_page=10&search=${encodeURIComponent(searchTerm)}`,
      signedIn: true,
      target: SEARCH,
    },
    {
      // The top bar's search, every type (an administrator's rights), 5 hits each.
      name: `global search '${searchTerm}'`,
      method: 'GET',
      path: `search?q=${encodeURIComponent(searchTerm)}&limit=5`,
      signedIn: true,
      target: { p99Ms: 50 },
    },
    {
      name: 'single manuscript',
      method: 'GET',
      path: `manuscripts/${manuscriptId}`,
      signedIn: true,
      target: { p99Ms: 5, minRps: 4000 },
    },
    {
      name: 'login',
      method: 'POST',
      path: 'auth/login',
      body: login,
      signedIn: false,
      target: { p99Ms: 100 },
    },
  ];
}
