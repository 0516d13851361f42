// The suite's checks: each named, run in order, printed as it ends; the last
// line is the plain count CI reads ("N passed, N failed").
const results = [];

export class CheckFailed extends Error {}

/** Throws when `condition` is false; `message` says what was expected and what came. */
export function expect(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

/** Runs one check; its return value (a string) is printed as its figures. */
export async function check(name, fn) {
  try {
    const detail = await fn();
    results.push({ name, ok: true });
    console.log(`  ✔ ${name}${detail ? `: ${detail}` : ''}`);
  } catch (error) {
    results.push({ name, ok: false });
    const text = error instanceof CheckFailed ? error.message : (error?.stack ?? String(error));
    console.log(`  ✘ ${name}\n      ${text.replaceAll('\n', '\n      ')}`);
  }
}

export function section(title) {
  console.log(`\n${title}`);
}

/** Prints the count; returns the number of failed checks. */
export function summary() {
  const failed = results.filter((r) => !r.ok);
  console.log('');
  for (const r of failed) console.log(`FAILED: ${r.name}`);
  console.log(`scaleout: ${results.length - failed.length} passed, ${failed.length} failed`);
  return failed.length;
}
