import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// CI shows only the tail of a run, where the list reporter's error is long
// gone. This reporter writes each failed attempt's test title, the failing line
// and the first lines of its error to test-results/failures.txt, including an
// attempt that passed on retry (flaky), and `pnpm test` prints that file next
// to its summary (scripts/test.mjs).
const MAX_ERROR_LINES = 8;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export default class FailureDigestReporter implements Reporter {
  private readonly file = path.join(__dirname, '..', 'test-results', 'failures.txt');
  private readonly lines: string[] = [];

  onBegin() {
    fs.rmSync(this.file, { force: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    if (result.status === test.expectedStatus) return;
    const where = result.error?.location;
    const at = where ? ` (${path.basename(where.file)}:${where.line})` : '';
    const attempt = `attempt ${result.retry + 1}`;
    this.lines.push(
      `✘ ${test.titlePath().slice(1).join(' › ')} [${result.status}, ${attempt}]${at}`,
    );
    const message = (result.error?.message ?? result.error?.value ?? '').replace(ANSI, '');
    for (const line of message
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, MAX_ERROR_LINES)) {
      this.lines.push(`    ${line.slice(0, 200)}`);
    }
  }

  onEnd() {
    if (!this.lines.length) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, `${this.lines.join('\n')}\n`);
  }
}
