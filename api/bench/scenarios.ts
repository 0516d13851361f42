// What the bench measures, and the targets issue #3 sets on 2 cores at 10
// concurrent connections.
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  /** Path under /api/v1, or a body for POST. */
  path: string;
  body?: Record<string, unknown>;
  /** Needs the bearer token of a signed-in admin. */
  signedIn: boolean;
  target: { p99Ms: number; minRps?: number };
}

const LIST = { p99Ms: 10, minRps: 3000 };
const SEARCH = { p99Ms: 25, minRps: 1000 };

export function scenarios(
  manuscriptId: number,
  searchTerm: string,
  login: Record<string, unknown>,
): Scenario[] {
  return [
    {
      name: 'list, page 1',
      method: 'GET',
      path: 'manuscripts?page=1&per_page=10',
      signedIn: true,
      target: LIST,
    },
    {
      name: 'list, page 5,000',
      method: 'GET',
      path: 'manuscripts?page=5000&per_page=10',
      signedIn: true,
      target: LIST,
    },
    {
      name: 'list, status filter',
      method: 'GET',
      path: 'manuscripts?page=1&per_page=10&status=under_review',
      signedIn: true,
      target: LIST,
    },
    {
      name: `list, search '${searchTerm}'`,
      method: 'GET',
      path: `manuscripts?page=1&per_page=10&search=${encodeURIComponent(searchTerm)}`,
      signedIn: true,
      target: SEARCH,
    },
    {
      // Issue 16: the top bar's search, every type (an administrator's rights), 5 hits each.
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
      target: { p99Ms: 10 },
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
