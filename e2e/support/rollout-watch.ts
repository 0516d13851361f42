// Helpers of the rollout-watch spec: a demo build published (broken on
// purpose or not) and put on canary, the section's rollout policy, health and
// history read as an administrator, and readers signed in without the form.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
} from '@playwright/test';
import type {
  ReleaseHistoryEntry,
  RolloutPolicy,
  SectionHealth,
} from '../../shared/src/contracts/section-health';
import { E2E_PORTS } from './ports';
import { RELEASES_DIR, ROOT } from './releases';

/**
 * `pnpm release:demo <section> [--fault render] --percentage <p>` against this
 * run's API: builds the next demo version of the section, publishes it into
 * the run's store and makes it the canary for `percentage` % of users.
 * Returns the version it published.
 */
export function releaseDemo(
  app: string,
  section: string,
  { fault, percentage }: { fault?: 'render'; percentage: number },
): string {
  const before = new Set(storeVersions(app));
  execFileSync(
    'node',
    [
      path.join(ROOT, 'scripts/release.mjs'),
      '--demo',
      section,
      '--percentage',
      String(percentage),
      ...(fault ? ['--fault', fault] : []),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, COLOPHON_API_URL: `http://127.0.0.1:${E2E_PORTS.api}/api/v1` },
      stdio: 'pipe',
    },
  );
  const added = storeVersions(app).filter((version) => !before.has(version));
  expect(added).toHaveLength(1);
  return added[0]!;
}

function storeVersions(app: string): string[] {
  const index = path.join(RELEASES_DIR(), app, 'index.json');
  if (!fs.existsSync(index)) return [];
  const { versions } = JSON.parse(fs.readFileSync(index, 'utf8')) as {
    versions: { version: string }[];
  };
  return versions.map((v) => v.version);
}

/** The section's rollout endpoints, as an administrator. */
export function rollout(request: APIRequestContext, token: string, section: string) {
  const headers = { authorization: `Bearer ${token}` };
  const data = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    setPolicy: async (policy: RolloutPolicy) =>
      data<RolloutPolicy>(
        await request.put(`/api/v1/remotes/${section}/policy`, { headers, data: policy }),
      ),
    health: async (minutes = 5) =>
      data<SectionHealth>(
        await request.get(`/api/v1/remotes/${section}/health?minutes=${minutes}`, { headers }),
      ),
    history: async () =>
      data<ReleaseHistoryEntry[]>(
        await request.get(`/api/v1/remotes/${section}/history?limit=20`, { headers }),
      ),
    /** The canary version the registry serves now (GET remotes, as any browser reads it), or null. */
    liveCanary: async () => {
      const response = await request.get('/api/v1/remotes');
      expect(response.status()).toBe(200);
      const body = (await response.json()) as {
        remotes: { section: string; canary: { version: string } | null }[];
      };
      return body.remotes.find((r) => r.section === section)?.canary?.version ?? null;
    },
  };
}

/**
 * A browser context signed in as `account`, the way the panel keeps a session
 * (its persisted auth store): no login form per page load, so a spec can
 * drive many sessions quickly. The token comes from the real sign-in endpoint.
 */
export async function signedInContext(
  browser: Browser,
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<BrowserContext> {
  const response = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok()).toBe(true);
  const { user, access_token: token } = (await response.json()) as {
    user: unknown;
    access_token: string;
  };
  const origin = `http://localhost:${E2E_PORTS.host}`;
  return browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            {
              name: 'auth-storage',
              value: JSON.stringify({ state: { user, token, isAuthenticated: true }, version: 0 }),
            },
            { name: 'auth_token', value: token },
          ],
        },
      ],
    },
  });
}
