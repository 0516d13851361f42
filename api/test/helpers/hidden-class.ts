// Whether a function's answers keep one hidden class (V8's "map") once warm.
// On Node 20 an object literal that spreads an object and then adds keys
// (`{ ...summary, authors }`) gets a brand-new hidden class on every call after
// the first few: 1–3 µs per added key, garbage for the collector, and every
// reader of the answer downstream (the response serializer) sees a new shape
// each time. A presenter of one manuscript cost 36 µs so, and 2.7 µs with
// Object.assign (docs/adr/0025-no-spread-then-new-keys-on-hot-paths.md).
import v8 from 'node:v8';

v8.setFlagsFromString('--allow-natives-syntax');
// Parsed after the flag is set: V8's own test of two objects' hidden classes.
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: unknown,
  b: unknown,
) => boolean;

/** Calls `make` past V8's warm-up and tells whether its last two answers share a hidden class. */
export async function keepsOneHiddenClass(make: () => Promise<object> | object): Promise<boolean> {
  let previous = await make();
  for (let call = 0; call < 30; call++) {
    const next = await make();
    if (call > 20 && !haveSameMap(previous, next)) return false;
    previous = next;
  }
  return true;
}
