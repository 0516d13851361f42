// The unit run fails on an unexpected console.error or console.warn: React's
// (act, keys, DOM nesting, state updates) and antd's (deprecations, static
// dialogs) warnings are bugs, and a passing run must print none. A test that
// provokes one on purpose says so with expectConsoleError / expectConsoleWarn:
// the pattern is allowed for that test only, and it must occur, so the
// allowance cannot outlive its reason. Installed once by jest.setup.ts.
import { format } from 'node:util';

type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  pattern: RegExp;
  seen: boolean;
}

let expectations: Expectation[] = [];
let unexpected: string[] = [];

/** This test prints a console.error matching the pattern (and passes only if it does). */
export function expectConsoleError(pattern: RegExp): void {
  expectations.push({ level: 'error', pattern, seen: false });
}

/** This test prints a console.warn matching the pattern (and passes only if it does). */
export function expectConsoleWarn(pattern: RegExp): void {
  expectations.push({ level: 'warn', pattern, seen: false });
}

function message(args: unknown[]): string {
  // React and jsdom pass Error objects: their message (and stack) tell the cause.
  return format(...args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : arg)));
}

/** Routes console.error/warn through the expectations; reports the rest after each test. */
export function installConsoleGuard(): void {
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const text = message(args);
      const expected = expectations.find((e) => e.level === level && e.pattern.test(text));
      if (expected) {
        expected.seen = true;
        return;
      }
      unexpected.push(`console.${level}: ${text}`);
      original(...args);
    };
  }

  afterEach(() => {
    const problems = [
      ...unexpected,
      ...expectations
        .filter((e) => !e.seen)
        .map((e) => `expected a console.${e.level} matching ${String(e.pattern)}, none came`),
    ];
    expectations = [];
    unexpected = [];
    if (problems.length > 0) {
      throw new Error(
        `Unexpected console output (fix its cause, or allow it in this test with ` +
          `expectConsoleError/expectConsoleWarn):\n\n${problems.join('\n\n')}`,
      );
    }
  });
}
