// `pnpm test`: every test of the project, in order: typecheck, lint, unit
// (jest, every front-end package), API (SQLite and PostgreSQL), end-to-end
// (Playwright in Debian Chromium against the real built apps and API).
// Every step runs even if an earlier one failed, so one run shows everything.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/apps.mjs';
import { ensureChromium } from './lib/system-deps.mjs';

const steps = [
  { name: 'typecheck', cmd: ['pnpm', 'typecheck'] },
  { name: 'lint', cmd: ['pnpm', 'lint'] },
  { name: 'format', cmd: ['pnpm', 'format:check'] },
  { name: 'unit', cmd: ['pnpm', 'exec', 'jest', '--ci'] },
  { name: 'api', cmd: ['pnpm', '--filter', 'api', 'test'] },
  { name: 'e2e', before: ensureChromium, cmd: ['pnpm', '--filter', 'e2e', 'test'] },
];

const only = process.argv.slice(2);
const results = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n━━━ ${step.name} ━━━ ${step.cmd.join(' ')}`);
  const started = Date.now();
  let ok;
  try {
    step.before?.();
    ok = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: ROOT, stdio: 'inherit' }).status === 0;
  } catch (error) {
    console.error(error);
    ok = false;
  }
  results.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━━ summary ━━━');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds.toFixed(0)} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
