// The search text of a manuscripts list or export as the database's full-text
// expression (db/dialect/fts5-prefix.ts: SQLite expands a prefix into the
// indexed words it stands for, remembered while the manuscripts' write count holds).
import type { Database } from '../../db/database';
import { manuscriptsFullTextQuery, type WriteCount } from '../../db/dialect/fts5-prefix';
import { manuscriptsVersion } from './manuscripts-anchors';
import { searchTerms } from './search';

/**
 * `terms` (at least one) as the database's full-text expression over
 * manuscripts; `writeCount`: the caller's read of the manuscripts' write
 * count, when it reads it anyway.
 */
export const termsMatch = (
  db: Database,
  terms: string[],
  writeCount: WriteCount = () => manuscriptsVersion(db),
): Promise<string> => manuscriptsFullTextQuery(db, terms, writeCount);

/**
 * The search `text` as the database's full-text expression (a list's `match`
 * value); undefined when the text has no term (then the search does not
 * filter).
 */
export async function searchMatch(
  db: Database,
  text: string,
  writeCount?: WriteCount,
): Promise<string | undefined> {
  const terms = searchTerms(text);
  return terms.length ? termsMatch(db, terms, writeCount) : undefined;
}
