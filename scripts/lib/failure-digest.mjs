// A short list of what failed, for the end of `pnpm test`: CI shows only the
// tail of a run, where jest's and Playwright's own reports are long gone.
// Each failed test: its name and the first lines of its error.
import fs from 'node:fs';
import path from 'node:path';

const MAX_ERROR_LINES = 8;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The first lines of an error message, indented, without colours or blank lines, and of its
 * stack only the first frame (where the test failed).
 */
export function errorLines(message) {
  const lines = message
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const firstFrame = lines.findIndex((line) => line.startsWith('at '));
  const kept = firstFrame < 0 ? lines : lines.slice(0, firstFrame + 1);
  return kept.slice(0, MAX_ERROR_LINES).map((line) => `    ${line.slice(0, 200)}`);
}

/** Digest lines of a jest `--json` report (failed tests, and suites that failed to run). */
export function jestFailures(report, label = '') {
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  const lines = [];
  for (const suite of json.testResults ?? []) {
    const file = path.relative(process.cwd(), suite.name);
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (!failed.length && suite.status === 'failed') {
      lines.push(`✘ ${label}${file} (the suite did not run)`, ...errorLines(suite.message ?? ''));
    }
    for (const test of failed) {
      lines.push(`✘ ${label}${file} › ${test.fullName}`);
      lines.push(...errorLines((test.failureMessages ?? []).join('\n')));
    }
  }
  return lines;
}

/** Writes `lines` to `file` (or removes it when there are none). */
export function writeDigest(file, lines) {
  fs.rmSync(file, { force: true });
  if (!lines.length) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
}
