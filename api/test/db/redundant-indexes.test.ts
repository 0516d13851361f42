// No index is the beginning of another index of its table: the longer one
// serves every query the shorter one does, so the shorter one only makes each
// write update one more index. (The first schema's (status, updated_at) index
// of manuscripts was such a prefix of (status, updated_at, id) until migration
// 0035 dropped it.) Unique and partial indexes are kept out: they say more than
// their columns.
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** `plain`: neither unique nor partial (nor, on PostgreSQL, on an expression). */
type IndexKeys = { table: string; name: string; keys: string[]; plain: boolean };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Each index's key columns, with their collation and order. */
async function sqliteIndexes(): Promise<IndexKeys[]> {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db);
  const out: IndexKeys[] = [];
  for (const { name: table } of tables.rows) {
    const list = await sql<{ name: string; unique: number; partial: number }>`
      select name, "unique", partial from pragma_index_list(${table})`.execute(t.db);
    for (const index of list.rows) {
      const columns = await sql<{ name: string | null; coll: string; desc: number; key: number }>`
        select name, coll, "desc", key from pragma_index_xinfo(${index.name})`.execute(t.db);
      const keys = columns.rows.filter((c) => c.key).map((c) => `${c.name}:${c.coll}:${c.desc}`);
      out.push({ table, name: index.name, keys, plain: !index.unique && !index.partial });
    }
  }
  return out;
}

async function postgresIndexes(): Promise<IndexKeys[]> {
  const result = await sql<IndexKeys>`
    select t.relname as "table", c.relname as name,
      array(select i.indkey[k]::text || ':' || i.indclass[k]::text || ':' || i.indcollation[k]::text
                   || ':' || i.indoption[k]::text
            from generate_series(0, i.indnkeyatts - 1) k) as keys,
      not i.indisunique and i.indpred is null and i.indexprs is null as plain
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema()`.execute(t.db);
  return result.rows;
}

it('no plain index is a prefix of another index of its table', async () => {
  const indexes = t.dialect === 'postgres' ? await postgresIndexes() : await sqliteIndexes();
  expect(indexes.length).toBeGreaterThan(20);
  const redundant = indexes
    .filter((a) => a.plain)
    .flatMap((a) =>
      indexes
        .filter(
          (b) =>
            b !== a &&
            b.table === a.table &&
            a.keys.length <= b.keys.length &&
            a.keys.every((key, i) => key === b.keys[i]),
        )
        .map((b) => `${a.name} begins ${b.name}`),
    );
  expect(redundant).toEqual([]);
});
