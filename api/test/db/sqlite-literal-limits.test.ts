// SQLite runs a `limit ?` statement as its text with the limit written in
// (src/db/sqlite-literal-limits.ts): planned once per page size instead of on
// every run. Always on an in-memory SQLite database, whatever the suite's dialect.
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../../src/db/database';
import { limitSlots, withLiteralLimits } from '../../src/db/dialect/sqlite-literal-limits';

describe('limitSlots', () => {
  it('finds the parameters that are a LIMIT, counting every parameter before them', () => {
    const source = 'select id from t where a = ? and b = ? order by id limit ? offset ?';
    expect(limitSlots(source)).toEqual([{ parameter: 2, at: source.indexOf('limit ?') + 6 }]);
  });

  it('finds a LIMIT in a subquery and another in the outer query', () => {
    const source = 'select * from t where id in (select id from t limit ?) and x = ? limit  ?';
    expect(limitSlots(source).map((slot) => slot.parameter)).toEqual([0, 2]);
  });

  it('skips question marks and the word limit inside strings, identifiers and comments', () => {
    const source = `select 'limit ?', "limit ?", [limit ?], \`limit ?\` -- limit ?
      /* limit ? */ from t where a = ? limit ?`;
    expect(limitSlots(source)).toEqual([{ parameter: 1, at: source.lastIndexOf('?') }]);
  });

  it('leaves numbered parameters alone', () => {
    expect(limitSlots('select * from t where a = ?1 limit ?2')).toEqual([]);
  });

  it('finds nothing in a statement without a bound LIMIT', () => {
    expect(limitSlots('select * from t order by id limit 10 offset ?')).toEqual([]);
    expect(limitSlots('select * from delimited where x = ?')).toEqual([]);
  });
});

describe('withLiteralLimits', () => {
  const source = 'select id from t where a = ? limit ? offset ?';
  const slots = limitSlots(source);

  it('writes a safe integer in and binds the other parameters', () => {
    expect(withLiteralLimits(source, slots, ['x', 25, 50])).toEqual({
      sql: 'select id from t where a = ? limit 25 offset ?',
      parameters: ['x', 50],
    });
  });

  it('keeps any other value bound', () => {
    for (const value of ['25', 2.5, Number.MAX_SAFE_INTEGER + 2, null, BigInt(3)]) {
      expect(withLiteralLimits(source, slots, ['x', value, 0])).toBeNull();
    }
  });
});

describe('the SQLite connection', () => {
  let db: Database;
  let prepared: string[];
  let spy: jest.SpyInstance;
  type Notes = { notes: { id: number; body: string } };

  beforeEach(async () => {
    db = createDatabase({ dialect: 'sqlite', file: ':memory:' });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await sql`insert into notes (body) values ('a'), ('b'), ('c'), ('d')`.execute(db);
    prepared = [];
    const prepare = SQLite.prototype.prepare;
    spy = jest.spyOn(SQLite.prototype, 'prepare').mockImplementation(function (
      this: SQLite.Database,
      source: string,
    ) {
      prepared.push(source);
      return prepare.call(this, source);
    });
  });
  afterEach(async () => {
    spy.mockRestore();
    await db.destroy();
  });

  const page = (limit: number, offset: number) =>
    db
      .withTables<Notes>()
      .selectFrom('notes')
      .select('body')
      .where('body', '!=', 'z')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();

  it('runs a page with its limit in the text, with the same rows for each page size', async () => {
    expect((await page(2, 1)).map((r) => r.body)).toEqual(['b', 'c']);
    expect((await page(3, 0)).map((r) => r.body)).toEqual(['a', 'b', 'c']);
    expect((await page(2, 2)).map((r) => r.body)).toEqual(['c', 'd']);
    const texts = prepared.filter((s) => s.includes('from "notes"'));
    expect(texts.some((s) => / limit 2 offset \?$/.test(s))).toBe(true);
    expect(texts.some((s) => / limit 3 offset \?$/.test(s))).toBe(true);
    // Each text is prepared once, however often it runs.
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('streams a limited query the same way', async () => {
    const bodies: string[] = [];
    const query = db.withTables<Notes>().selectFrom('notes').select('body').orderBy('id').limit(2);
    for await (const row of query.stream()) bodies.push(row.body);
    expect(bodies).toEqual(['a', 'b']);
  });

  it('keeps a limit that is not an integer bound, as SQLite reads it', async () => {
    const { rows } = await sql<{
      body: string;
    }>`select body from notes order by id limit ${'2'}`.execute(db);
    expect(rows.map((r) => r.body)).toEqual(['a', 'b']);
  });
});
