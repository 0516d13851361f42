// `pnpm start`: build what changed, start the API on the embedded database
// (created and seeded on first run), serve the host and each remote from its
// own port, and print where to go — only once the API and the panel both
// answer (startStack waits for them), so the printed sign-in works at once.
import { appsFromEnv, FRONTEND_APPS } from './lib/apps.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { makeStable, publishBuiltSections } from './lib/first-release.mjs';
import { startStack } from './lib/stack.mjs';

const apps = appsFromEnv();
buildApps(FRONTEND_APPS);
// First start: each section's build becomes its first release (stable), so
// the release screen has versions to work with (docs/releases.md).
const firstReleases = publishBuiltSections(apps.remotes);
const stack = await startStack(apps);
const madeStable = await makeStable(firstReleases);
const releasesLine = madeStable.length
  ? `\n  Releases   first release published as stable: ${madeStable
      .map((r) => `${r.section} v${r.version}${r.error ? ` (not made stable: ${r.error})` : ''}`)
      .join(', ')}`
  : '';

/**
 * The seed's demo accounts besides admin@ (api/src/seed/demo-accounts.ts; the seed tests check
 * that this list names every one of them).
 */
const OTHER_DEMO_SIGN_INS = ['superadmin@', 'editor@', 'associate@', 'reviewer@', 'author@'];

const line = '─'.repeat(60);
console.log(`
${line}
  Colophon is running

  Panel      http://localhost:${apps.host.port}
  API        http://localhost:${apps.api.port}/api/v1   (docs: http://localhost:${apps.api.port}/api/docs)
  Sections   ${apps.remotes.map((r) => `${r.section} :${r.port}`).join(', ')}${releasesLine}
  Try a canary  pnpm release:demo journals   (then Settings → Manage releases)

  Sign in    admin@colophon.test / colophon-demo
             (also ${OTHER_DEMO_SIGN_INS.join(', ')}colophon.test — same password)
  Stop       Ctrl+C
${line}
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  });
}
stack.api.on('exit', (code) => {
  if (stopping) return;
  console.error(`The API stopped (code ${code}); shutting down.`);
  void stack.stop().then(() => process.exit(1));
});
