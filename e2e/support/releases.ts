// Helpers of the release-control spec: publishing section builds into the
// run's release store, and driving the registry as an administrator.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cohortOf, userSubject } from '../../shared/src/contracts/remotes';
import { ADMIN, uniqueEmail } from './session';

export const ROOT = path.resolve(__dirname, '../..');
export const RELEASES_DIR = () => process.env.RELEASES_DIR!;

/** `pnpm --filter <app> release --version <version>`, into this run's store. */
export function publish(app: string, version: string) {
  execFileSync(
    'node',
    [path.join(ROOT, 'scripts/release.mjs'), app, '--version', version, '--force'],
    {
      cwd: ROOT,
      env: process.env,
      stdio: 'pipe',
    },
  );
}

/**
 * The section's build this run serves (E2E_OUTPUT_DIR), published into the
 * store at its package version as `pnpm start` does on a first start: a
 * release without a second build. Returns the version.
 */
export function publishBuilt(app: string): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as {
    version: string;
  };
  // Left alone when the store already holds a version of the section (a retry).
  // A child process: the script is an ES module Playwright's loader cannot import.
  execFileSync(
    'node',
    [
      '--input-type=module',
      '-e',
      `import { publishBuiltSections } from './scripts/lib/first-release.mjs';
       publishBuiltSections([{ app: process.env.APP, section: '' }], { distDir: process.env.DIST });`,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, APP: app, DIST: process.env.E2E_OUTPUT_DIR || 'dist' },
      stdio: 'pipe',
    },
  );
  expect(fs.existsSync(path.join(RELEASES_DIR(), app, version, 'release.json'))).toBe(true);
  return version;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

export function registry(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.status(), await response.text()).toBe(200);
  };
  return {
    promote: async (section: string, version?: string) =>
      ok(await request.post(`/api/v1/remotes/${section}/promote`, { headers, data: { version } })),
    canary: async (section: string, version: string | null, percentage: number) =>
      ok(
        await request.put(`/api/v1/remotes/${section}/canary`, {
          headers,
          data: { version, percentage },
        }),
      ),
    /** Back to the build deployed at the section's origin, with no canary. */
    reset: async (section: string) => {
      await request.put(`/api/v1/remotes/${section}/canary`, {
        headers,
        data: { version: null, percentage: 0 },
      });
      for (let i = 0; i < 20; i += 1) {
        const response = await request.post(`/api/v1/remotes/${section}/rollback`, { headers });
        if (response.status() !== 200) break;
      }
    },
  };
}

/** Registers a new account (an author) and returns its id and sign-in. */
export async function newAccount(request: APIRequestContext, name: string) {
  const email = uniqueEmail('cohort');
  const password = 'cohort-pass';
  const response = await request.post('/api/v1/auth/register', {
    data: { name, email, password, password_confirmation: password },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { user: { id: number } };
  return { id: body.user.id, email, password };
}

export type Account = Awaited<ReturnType<typeof newAccount>>;

/**
 * Two new accounts for a canary of `section` at `percentage` %: one whose
 * cohort is inside it, one outside (the cohort is a hash of the user id).
 * `make` creates the i-th candidate (e.g. `newAccount`, a registered author).
 */
export async function cohortPair<A extends { id: number }>(
  section: string,
  percentage: number,
  make: (i: number) => Promise<A>,
) {
  let inside: A | undefined;
  let outside: A | undefined;
  for (let i = 0; !inside || !outside; i += 1) {
    const account = await make(i);
    if (cohortOf(userSubject(account.id), section) < percentage) inside ??= account;
    else outside ??= account;
  }
  return { inside, outside };
}

/** The build line every section renders under itself (shared SectionFooter): "mf_journals v1.0.0". */
export const sectionVersion = (page: Page) => page.getByTestId('section-version');
