// Recognises constraint violations from either driver.
type DriverError = { code?: unknown };

const codeOf = (e: unknown) => String((e as DriverError | null)?.code ?? '');

/** UNIQUE violation (SQLite SQLITE_CONSTRAINT_UNIQUE / PostgreSQL 23505). */
export const isUniqueViolation = (e: unknown) =>
  ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505'].includes(codeOf(e));

/** FOREIGN KEY violation (SQLite SQLITE_CONSTRAINT_FOREIGNKEY / PostgreSQL 23503). */
export const isForeignKeyViolation = (e: unknown) =>
  ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'].includes(codeOf(e));
