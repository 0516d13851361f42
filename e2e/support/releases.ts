// Helpers of the release-control spec: publishing section builds into the
// run's release store, and driving the registry as an administrator.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
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
