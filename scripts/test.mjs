// `pnpm test`: every test of the project, in order: typecheck, lint, unit
// (jest, every front-end package), scripts (the release scripts), API (SQLite
// and PostgreSQL), security (hostile requests to a real stack, security/),
// scale-out (two API processes on PostgreSQL behind nginx, scaleout/),
// end-to-end (Playwright in Debian Chromium against the real built apps and API).
// Every step runs even if an earlier one failed, so one run shows everything.
// Each step has a time limit: a hung step (an open handle, a stuck server)
// fails loudly with its name instead of eating the CI budget.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { jestFailures, writeDigest } from './lib/failure-digest.mjs';
import { ensureChromium, ensureNginx } from './lib/system-deps.mjs';

const MINUTE = 60_000;
// Each step's digest of failures: printed before the summary (CI shows the tail).
const UNIT_REPORT = path.join(ROOT, 'test-results/unit.json');
const UNIT_DIGEST = path.join(ROOT, 'test-results/unit-failures.txt');
const steps = [
  { name: 'typecheck', cmd: ['pnpm', 'typecheck'], limit: 10 * MINUTE },
  { name: 'lint', cmd: ['pnpm', 'lint'], limit: 10 * MINUTE },
  { name: 'format', cmd: ['pnpm', 'format:check'], limit: 5 * MINUTE },
  {
    name: 'unit',
    cmd: ['pnpm', 'exec', 'jest', '--ci', '--json', `--outputFile=${UNIT_REPORT}`],
    limit: 15 * MINUTE,
    // jest writes the report but does not make its folder (absent in a fresh clone).
    before: () => fs.mkdirSync(path.dirname(UNIT_REPORT), { recursive: true }),
    after: () => {
      writeDigest(UNIT_DIGEST, fs.existsSync(UNIT_REPORT) ? jestFailures(UNIT_REPORT) : []);
      fs.rmSync(UNIT_REPORT, { force: true });
    },
    digest: UNIT_DIGEST,
  },
  // The release scripts' own tests (node:test: the scripts are ES modules Jest does not load).
  { name: 'scripts', cmd: ['node', '--test', 'scripts/lib/'], limit: 2 * MINUTE },
  {
    name: 'api',
    cmd: ['pnpm', '--filter', 'api', 'test'],
    limit: 20 * MINUTE,
    digest: path.join(ROOT, 'api/test-results/failures.txt'),
  },
  // A real stack on its own ports, sent hostile requests from outside (security/README.md).
  {
    name: 'security',
    before: ensureChromium,
    cmd: ['node', 'security/run.mjs'],
    limit: 15 * MINUTE,
  },
  // PostgreSQL, two API processes and nginx; one process killed under load (scaleout/, docs/deploy.md).
  // About 2 minutes once the apps are built (the security step builds them).
  {
    name: 'scaleout',
    before: ensureNginx,
    cmd: ['node', 'scaleout/run.mjs'],
    limit: 10 * MINUTE,
  },
  {
    name: 'e2e',
    before: ensureChromium,
    cmd: ['pnpm', '--filter', 'e2e', 'test'],
    // About 27 minutes on a quiet two-core machine; the limit only catches a hang.
    limit: 45 * MINUTE,
    digest: path.join(ROOT, 'e2e/test-results/failures.txt'),
  },
];

/** Runs a command in its own process group; kills the whole group past `limit`. */
function run(cmd, limit) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { cwd: ROOT, stdio: 'inherit', detached: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test] ${cmd.join(' ')} exceeded ${limit / MINUTE} min: stopping it.`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, limit);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0 && !timedOut, timedOut });
    });
  });
}

const only = process.argv.slice(2);
const results = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n━━━ ${step.name} ━━━ ${step.cmd.join(' ')}`);
  const started = Date.now();
  let outcome;
  try {
    if (step.digest) fs.rmSync(step.digest, { force: true });
    step.before?.();
    outcome = await run(step.cmd, step.limit);
  } catch (error) {
    console.error(error);
    outcome = { ok: false, timedOut: false };
  }
  try {
    step.after?.();
  } catch (error) {
    console.error(`[test] ${step.name}: no digest of failures:`, error.message);
  }
  results.push({ name: step.name, ...outcome, seconds: (Date.now() - started) / 1000 });
}

// CI shows the tail of the run: each step's digest of failed attempts (also
// those that passed on retry), then the summary.
for (const r of results) {
  const digest = steps.find((s) => s.name === r.name)?.digest;
  if (!digest || !fs.existsSync(digest)) continue;
  console.log(`\n━━━ ${r.name}: failures ━━━`);
  console.log(fs.readFileSync(digest, 'utf8').trimEnd());
}

console.log('\n━━━ summary ━━━');
for (const r of results) {
  const verdict = r.ok ? 'PASS' : r.timedOut ? 'TIME' : 'FAIL';
  console.log(`${verdict}  ${r.name.padEnd(10)} ${r.seconds.toFixed(0)} s`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
