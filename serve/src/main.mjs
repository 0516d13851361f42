// One origin in its own process: `node serve/src/main.mjs '<json>'` with
// { role: 'panel' | 'static', name, root, port, host?, apiOrigin?, publicSourceMaps? }.
// scripts/lib/stack.mjs starts one per origin under a supervisor
// (supervisor.mjs) that restarts it if it dies. The deployment's settings
// (ports, RELEASES_URL, REMOTE_<SECTION>_URL…) come from the environment.
// SIGHUP re-reads the registry's settings; SIGTERM/SIGINT close gracefully.
import fs from 'node:fs';
import { createPanelServer } from './panel.mjs';
import { createSectionOrigin } from './section-origin.mjs';

const config = JSON.parse(process.argv[2] ?? '{}');
const { role, name = role, root, port, host = '0.0.0.0' } = config;
if (!['panel', 'static'].includes(role) || !root || !Number.isInteger(port)) {
  console.error(`usage: main.mjs '{"role":"panel"|"static","root":"…","port":4100,…}'`);
  process.exit(2);
}
fs.mkdirSync(root, { recursive: true });

const app =
  role === 'panel'
    ? await createPanelServer({
        root,
        apiOrigin: config.apiOrigin,
        publicSourceMaps: config.publicSourceMaps,
      })
    : await createSectionOrigin({ root, name, publicSourceMaps: config.publicSourceMaps });

let closing = false;
async function close(code) {
  if (closing) return;
  closing = true;
  const force = setTimeout(() => process.exit(code), 5_000);
  force.unref();
  await app.close().catch(() => undefined);
  process.exit(code);
}
process.on('SIGTERM', () => void close(0));
process.on('SIGINT', () => void close(0));
process.on('SIGHUP', () => {
  if (app.reloadPolicy()) console.log(`[serve] ${name}: registry settings re-read (SIGHUP)`);
});
// The supervisor went away (even by SIGKILL): do not linger as an orphan.
process.on('disconnect', () => void close(0));

try {
  await app.listen({ port, host });
} catch (error) {
  console.error(`[serve] ${name}: cannot listen on ${host}:${port}: ${error.message}`);
  process.exit(3);
}
process.send?.({ ready: true, port });
