import { ConnectionWrites, KEPT_TABLES, WriteSignal } from '../../src/db/performance/write-signal';

// How one connection's statements open and land a write to the kept tables
// (sessions, manuscript details).
function follow() {
  const signal = new WriteSignal(true);
  const changes: number[] = [];
  signal.onChange(() => changes.push(signal.open));
  return { signal, writes: new ConnectionWrites(signal), changes };
}

describe('ConnectionWrites', () => {
  it('ignores reads, new tokens, users, manuscripts, journals and tags, and other tables', () => {
    const { signal, writes } = follow();
    expect(writes.before('select * from "access_tokens" where "token_hash" = $1')).toBe('other');
    for (const table of ['access_tokens', 'users', 'manuscripts', 'journals', 'tags']) {
      expect(writes.before(`insert into "${table}" ("name") values ($1)`)).toBe('other');
    }
    expect(writes.before('update "users_backup" set "id" = 1')).toBe('other');
    expect(writes.before('update "notifications" set "read_at" = $1')).toBe('other');
    expect(writes.before('insert into "manuscript_journal_log" ("id") values (1)')).toBe('other');
    expect(signal.open).toBe(0);
  });

  it('counts any update or delete of a kept table, and new rows joining a kept one', () => {
    for (const table of KEPT_TABLES) {
      expect(follow().writes.before(`update "${table}" set "x" = $1 where "id" = $2`)).toBe(
        'write',
      );
      expect(follow().writes.before(`delete from ${table} where id = ?`)).toBe('write');
    }
    for (const table of ['manuscript_authors', 'reviews', 'manuscript_tags', 'user_roles']) {
      expect(follow().writes.before(`insert into "${table}" ("id") values ($1)`)).toBe('write');
    }
  });

  it('a lone write is open while it runs and changes the signal only if it changed rows', () => {
    const { signal, writes, changes } = follow();
    expect(writes.before('update "access_tokens" set "revoked_at" = ? where "id" = ?')).toBe(
      'write',
    );
    expect(signal.open).toBe(1);
    writes.wrote(0);
    expect(signal.open).toBe(0);
    expect(changes).toEqual([]);
    writes.before('update "users" set "locale" = ? where "id" = ?');
    writes.wrote(1);
    expect(changes).toEqual([0]);
  });

  it('inside a transaction the write stays open until the commit, which lands the change', () => {
    const { signal, writes, changes } = follow();
    expect(writes.before('begin')).toBe('other');
    expect(writes.before('delete from "user_roles" where "user_id" = $1')).toBe('write');
    writes.wrote(1);
    expect(writes.before('insert into "user_roles" ("user_id", "role_id") values ($1, $2)')).toBe(
      'write',
    );
    writes.wrote(1);
    expect(signal.open).toBe(1);
    // A savepoint's rollback does not end the transaction.
    expect(writes.before('rollback to savepoint "sp1"')).toBe('other');
    expect(signal.open).toBe(1);
    expect(changes).toEqual([]);
    expect(writes.before('commit')).toBe('end');
    writes.ended(true);
    expect(signal.open).toBe(0);
    expect(changes).toEqual([0]);
  });

  it('a rolled-back transaction changes nothing', () => {
    const { signal, writes, changes } = follow();
    writes.before('begin');
    writes.before('update "roles" set "name" = $1');
    writes.wrote(1);
    expect(writes.before('rollback')).toBe('end');
    writes.ended(false);
    expect(signal.open).toBe(0);
    expect(changes).toEqual([]);
  });

  it('a transaction without a write to a kept table ends as any other', () => {
    const { writes } = follow();
    writes.before('begin');
    writes.before('insert into "manuscripts" ("title") values ($1)');
    expect(writes.before('commit')).toBe('other');
  });

  it('a connection released in the middle of a transaction lands its change', () => {
    const { signal, writes, changes } = follow();
    writes.before('begin');
    writes.before('update "users" set "deleted_at" = $1 where "id" = $2');
    writes.wrote(1);
    writes.release();
    expect(signal.open).toBe(0);
    expect(changes).toEqual([0]);
    expect(writes.before('update "notifications" set "read_at" = $1')).toBe('other');
  });
});
