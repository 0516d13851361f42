import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORTS, SECTIONS } from './ports';

// Builds what changed, then starts the API on a throwaway SQLite database and
// serves the built host and remotes from their own ports. Returns the teardown.
export default async function globalSetup() {
  process.env.API_PORT = String(E2E_PORTS.api);
  process.env.HOST_PORT = String(E2E_PORTS.host);
  // Each section of sections.json on its e2e port (MF_JOURNALS_PORT, …, MF_ANALYTICS_PORT).
  for (const section of SECTIONS) process.env[section.port_env] = String(section.port);
  process.env.RELEASES_PORT = String(E2E_PORTS.releases);
  // A release store of this run only; specs publish into it with scripts/release.mjs.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-e2e-'));
  process.env.RELEASES_DIR = path.join(dataDir, 'releases');

  const { appsFromEnv, FRONTEND_APPS } = await import('../../scripts/lib/apps.mjs');
  const { buildApps } = await import('../../scripts/lib/build-apps.mjs');
  const { startStack } = await import('../../scripts/lib/stack.mjs');

  // E2E_OUTPUT_DIR builds into another folder than dist, so two suites (or a
  // suite and `pnpm start`) on one machine never overwrite each other's build.
  const distDir = process.env.E2E_OUTPUT_DIR || 'dist';
  buildApps(FRONTEND_APPS, { env: distDir === 'dist' ? {} : { OUTPUT_DIR: distDir } });
  const stack = await startStack(appsFromEnv(), {
    distDir,
    quietApi: true,
    apiEnv: {
      DATABASE_FILE: path.join(dataDir, 'e2e.sqlite'),
      DATA_DIR: dataDir,
      // Many sign-ins from one loopback address: keep the limiter out of the way.
      AUTH_RATE_LIMIT_MAX: '1000',
      // The job turns notices into outbox mail every 3 s (the journey reads them in /outbox).
      NOTIFICATION_JOB_INTERVAL_MS: '3000',
      // Each answer also checked against its zod schema (api/src/lib/response-serializer.ts).
      CHECK_RESPONSES: 'true',
      // The release spec pins a section with ?mf.<section>=… (off in production).
      QA_OVERRIDES: 'true',
      QA_OVERRIDE_ORIGINS: `http://localhost:${E2E_PORTS.qa}`,
      // The rollout-watch spec: every page load reports section health, and the
      // watcher reads the policies every second (30 s in production).
      HEALTH_SAMPLE_RATE: '1',
      ROLLOUT_WATCH_INTERVAL_MS: '1000',
    },
  });
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
