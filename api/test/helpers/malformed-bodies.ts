// fast-check generators of malformed request bodies, shared by the property
// tests: objects shaped like a schema (its keys, plus strangers) holding random
// values, arbitrary JSON, and raw text that may not be JSON at all.
import fc from 'fast-check';
// zod's core: the sign-in schema is a zod/mini schema, the others classic zod.
import { type $ZodType, safeParse } from 'zod/v4/core';
import type { Database } from '../../src/db/database';

type Scalar = string | number | boolean | null;

/** Values every endpoint gets: text of every length, numbers, booleans, null, and `extra` domain values. */
export function malformedValues(extra: Scalar[], { longText = 6000 } = {}) {
  const scalar = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ minLength: 300, maxLength: longText }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom<Scalar>('', ' ', '__proto__', "' or 1=1 --", '💥'.repeat(50), ...extra),
  );
  return fc.oneof(
    scalar,
    fc.array(scalar, { maxLength: 4 }),
    fc.array(fc.dictionary(fc.string({ maxLength: 12 }), scalar, { maxKeys: 4 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 10 }), scalar, { maxKeys: 4 }),
  );
}

export type Body = { raw: string } | { json: unknown };

/** Bodies built around `keys` (a schema's fields) and `strangers` (fields it must not accept). */
export function malformedBodies(
  keys: string[],
  values: fc.Arbitrary<unknown>,
  strangers: string[] = ['id', 'constructor', 'x'],
): fc.Arbitrary<Body> {
  const shaped = fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, values])), { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom(...strangers), values, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...known, ...extra }));
  return fc.oneof(
    { weight: 5, arbitrary: shaped.map((json) => ({ json })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    { weight: 2, arbitrary: fc.string({ maxLength: 200 }).map((raw) => ({ raw })) },
  );
}

/** True when the contract itself accepts the body (those are not malformed). An empty body reads as none. */
export function acceptedBy(schema: $ZodType, body: Body): boolean {
  let parsed: unknown;
  if ('raw' in body) {
    try {
      parsed = body.raw.trim() === '' ? undefined : JSON.parse(body.raw);
    } catch {
      return false;
    }
  } else parsed = body.json;
  return safeParse(schema, parsed).success;
}

export const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);

/** Every row of the tables as text: equal snapshots mean nothing changed. */
export async function snapshotTables(db: Database, tables: readonly string[]): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await db
      .selectFrom(table as never)
      .selectAll()
      .execute();
    const lines = rows.map((r) => JSON.stringify(r)).sort();
    parts.push(`${table}:${rows.length}:${lines.join('|')}`);
  }
  return parts.join('\n');
}
