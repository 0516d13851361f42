import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// CI shows only the tail of a run, where the list reporter's error is long
// gone. This reporter writes each failed attempt's test title, the failing line
// and the first lines of its error to test-results/failures.txt, including an
// attempt that passed on retry (flaky), and `pnpm test` prints that file next
// to its summary (scripts/test.mjs, with the unit and API steps' digests).
const FILE = path.join(__dirname, '..', 'test-results', 'failures.txt');

interface FailedAttempt {
  heading: string;
  message: string;
}

export default class FailureDigestReporter implements Reporter {
  private readonly failed: FailedAttempt[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    if (result.status === test.expectedStatus) return;
    const where = result.error?.location;
    const at = where ? ` (${path.basename(where.file)}:${where.line})` : '';
    const attempt = `attempt ${result.retry + 1}`;
    this.failed.push({
      heading: `✘ ${test.titlePath().slice(1).join(' › ')} [${result.status}, ${attempt}]${at}`,
      message: result.error?.message ?? result.error?.value ?? '',
    });
  }

  async onEnd() {
    // The digest's format is the scripts' (an ES module, hence the dynamic import).
    const { errorLines, writeDigest } = await import('../../scripts/lib/failure-digest.mjs');
    const lines = this.failed.flatMap(({ heading, message }) => [heading, ...errorLines(message)]);
    writeDigest(FILE, lines);
  }
}
