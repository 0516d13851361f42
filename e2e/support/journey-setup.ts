// Setup of the peer-review journey, done as an administrator through the API
// (not part of what the journey checks): fresh accounts for every role, a
// double-blind journal and its editorial team.
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, uniqueEmail } from './session';

export interface Account {
  id: number;
  name: string;
  email: string;
  password: string;
}

/**
 * A word of letters only, different on every run: names and texts carry it so
 * that finding one on a page means this run leaked it (names take no digits).
 */
export function runTag(stamp = Date.now()) {
  const letters = String(stamp)
    .slice(-8)
    .split('')
    .map((digit) => 'bcdfghjkmp'[Number(digit)])
    .join('');
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

export async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).access_token as string}` };
}

/** A new account holding one role. */
export async function createAccount(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  role: string,
): Promise<Account> {
  const who = { email: uniqueEmail(role), password: DEMO_PASSWORD };
  const created = await request.post('/api/v1/users', {
    headers,
    data: { name, ...who, roles: [role] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).data.id as number, name, ...who };
}

/** A double-blind journal that does not share reviews with its reviewers. */
export async function createDoubleBlindJournal(
  request: APIRequestContext,
  headers: Record<string, string>,
  title: string,
) {
  const created = await request.post('/api/v1/journals', {
    headers,
    data: {
      title,
      description: 'Made by the peer-review journey e2e spec.',
      peer_review_type: 'double_blind',
      share_reviews_with_reviewers: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const journal = (await created.json()).data as { id: number; peer_review_type: string };
  expect(journal.peer_review_type).toBe('double_blind');
  return journal.id;
}

/** Names the journal's editors-in-chief and associate editors. */
export async function setEditorialTeam(
  request: APIRequestContext,
  headers: Record<string, string>,
  journalId: number,
  team: { editorsInChief: Account[]; associateEditors: Account[] },
) {
  const saved = await request.put(`/api/v1/journals/${journalId}/team`, {
    headers,
    data: {
      editors_in_chief: team.editorsInChief.map((a) => a.id),
      associate_editors: team.associateEditors.map((a) => a.id),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const body = (await saved.json()).data as {
    editors_in_chief: { id: number }[];
    associate_editors: { id: number }[];
    falls_back: boolean;
  };
  expect(body.falls_back).toBe(false);
  expect(body.editors_in_chief.map((m) => m.id)).toEqual(team.editorsInChief.map((a) => a.id));
  expect(body.associate_editors.map((m) => m.id)).toEqual(team.associateEditors.map((a) => a.id));
}
