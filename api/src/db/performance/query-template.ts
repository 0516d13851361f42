// Queries compiled once per shape. Kysely builds an operation tree
// and compiles it to SQL on every execution; on the requests every screen
// makes (the sign-in of each request, a list page, one manuscript) that cost
// more CPU than SQLite running the statement. A template is built once per
// dialect and shape with a marker in place of each value, compiled, and then
// run with each call's values put where their markers were: same SQL, same
// parameters, without the builder. What it buys: building and compiling
// Kysely trees had been 23 % of the API's CPU under the list and detail bench
// (docs/adr/0014-api-at-scale.md); not re-measured since it moved here.
import { type CompiledQuery, type Compilable, type RawBuilder, sql } from 'kysely';
import type { Database } from '../database';
import { dialectName } from '../portable';

/** What a marker holds whatever encoding a value went through (JSON escapes the NUL). */
const MARK_NAME = 'colophon-template-value:';
const MARK = `\u0000${MARK_NAME}`;

/** A value's place in the compiled parameters: one of the call's values, or a constant of the shape. */
type Slot = { value: string } | { constant: unknown };

type Compiled = { query: CompiledQuery<unknown>; slots: Slot[] };

/** Values of a template: each must reach the SQL as a bound parameter, unchanged. */
export type TemplateValues = Record<string, unknown>;

/**
 * `build(db, values, shape)` must give the same SQL for every call with the
 * same `shape` (a small plain object naming whatever changes the SQL: the
 * order, a cursor's kind…) and the same value names (which filters are
 * present). Its values are markers while it is compiled, so it may place them
 * but not inspect them; a value that reaches the SQL text or is changed on the
 * way (e.g. JSON-encoded) is refused when the shape is first compiled.
 */
export function queryTemplate<V extends TemplateValues, O, S = undefined>(
  build: (db: Database, values: V, shape: S) => Compilable<O>,
) {
  const shapes = new Map<string, Compiled>();

  function compileShape(db: Database, key: string, names: string[], shape: S): Compiled {
    const markers = Object.fromEntries(names.map((name) => [name, MARK + name])) as V;
    const query = build(db, markers, shape).compile() as CompiledQuery<unknown>;
    if (query.sql.includes(MARK_NAME))
      throw new Error(`A template value is part of the SQL: ${key}`);
    const slots = query.parameters.map((parameter): Slot => {
      if (typeof parameter === 'string' && parameter.startsWith(MARK)) {
        return { value: parameter.slice(MARK.length) };
      }
      if (typeof parameter === 'string' && parameter.includes(MARK_NAME)) {
        throw new Error(`A template value is changed on its way to the SQL: ${key}`);
      }
      return { constant: parameter };
    });
    const compiled = { query, slots };
    shapes.set(key, compiled);
    return compiled;
  }

  /** The compiled query of `values` (their names, with `shape`, select the SQL). */
  function compile(db: Database, values: V, shape?: S): CompiledQuery<O> {
    const names = Object.keys(values);
    const key = `${dialectName(db)}\u0000${JSON.stringify(shape ?? null)}\u0000${names.join(',')}`;
    const { query, slots } = shapes.get(key) ?? compileShape(db, key, names, shape as S);
    const parameters = slots.map((slot) => ('value' in slot ? values[slot.value] : slot.constant));
    return { ...query, parameters } as CompiledQuery<O>;
  }

  return {
    compile,
    /** Every row. */
    async rows(db: Database, values: V, shape?: S): Promise<O[]> {
      return (await db.executeQuery(compile(db, values, shape))).rows;
    },
    /** The first row, if any. */
    async first(db: Database, values: V, shape?: S): Promise<O | undefined> {
      return (await db.executeQuery(compile(db, values, shape))).rows[0];
    },
  };
}

/**
 * A count of the shape (a page size, a cap) written into the SQL. A bound LIMIT
 * costs a plan per run: SQLite plans such a statement again on every run, and
 * PostgreSQL keeps planning one with a bound LIMIT or OFFSET (it cannot cost a
 * plan for every value, so it never settles on one), 0.6 of a list page's
 * 0.8 ms there. Only safe integers: anything else is a programming error.
 */
export function countLiteral(count: number): RawBuilder<number> {
  if (!Number.isSafeInteger(count)) throw new Error(`Not a count: ${count}`);
  return sql<number>`${sql.lit(count)}`;
}
