// The full-text expression of a manuscripts search on each database. On
// PostgreSQL, to_tsquery's prefix (`reef:*`). On SQLite, FTS5 answers `"reef"*`
// by merging the postings of every word that starts with "reef" before it
// returns a first row: at 10^6 manuscripts a common prefix cost 11 ms a query
// whatever the LIMIT, while the same words ORed, `("reef" OR "reefs")`, are
// read lazily, newest first, in under a millisecond (docs/adr/0014-api-at-scale.md).
// The words come from the index itself (fts5vocab, migration 0017) and are
// remembered while the manuscripts' write count holds, so a word written by
// any API process is found by the next search. Only ASCII prefixes are
// expanded: unicode61 folds those by lowercasing alone, as searchTerms does;
// any other prefix, or one standing for more than MAX_WORDS words, stays a
// prefix query (same rows, the slower way).
import { sql } from 'kysely';
import type { Database } from '../database';
import { dialectName } from '../portable';
import { fts5Query, tsQuery } from './full-text';

const MAX_WORDS = 32;
const MAX_PREFIXES = 1_000;
const ASCII_WORD = /^[a-z0-9]+$/;
/** The highest code point: every word that starts with a prefix sorts below prefix + it. */
const AFTER_ALL = '\u{10FFFF}';

/** The manuscripts' write count (list_versions), read only when an expansion is looked up. */
export type WriteCount = () => Promise<number>;

type Expansion = { version: number; words: string[] | null };
const expansions = new Map<string, Expansion>();

/** The indexed words starting with `prefix`, or null when there are none or too many to OR. */
async function wordsStartingWith(db: Database, prefix: string): Promise<string[] | null> {
  const { rows } = await sql<{ term: string }>`select term from manuscripts_fts_vocab
    where term >= ${prefix} and term < ${prefix + AFTER_ALL}
    limit ${MAX_WORDS + 1}`.execute(db);
  const words = rows.map((r) => r.term).filter((term) => term.startsWith(prefix));
  return words.length > 0 && words.length <= MAX_WORDS ? words : null;
}

async function expansionOf(
  db: Database,
  prefix: string,
  writeCount: WriteCount,
): Promise<string[] | null> {
  const version = await writeCount();
  const known = expansions.get(prefix);
  if (known?.version === version) return known.words;
  const words = await wordsStartingWith(db, prefix);
  if (!known && expansions.size >= MAX_PREFIXES) expansions.delete(expansions.keys().next().value!);
  expansions.set(prefix, { version, words });
  return words;
}

/** SQLite: the FTS5 MATCH expression of `terms` (at least one) over manuscripts_fts. */
async function manuscriptsFts5Query(
  db: Database,
  terms: string[],
  writeCount: WriteCount,
): Promise<string> {
  const last = terms[terms.length - 1]!;
  if (!ASCII_WORD.test(last)) return fts5Query(terms);
  const words = await expansionOf(db, last, writeCount);
  if (!words) return fts5Query(terms);
  const alternatives = words.map((w) => `"${w}"`).join(' OR ');
  return [...terms.slice(0, -1).map((t) => `"${t}"`), `(${alternatives})`].join(' AND ');
}

/**
 * `terms` (at least one) as the database's full-text expression over
 * manuscripts: FTS5's MATCH text or to_tsquery's.
 */
export async function manuscriptsFullTextQuery(
  db: Database,
  terms: string[],
  writeCount: WriteCount,
): Promise<string> {
  return dialectName(db) === 'postgres'
    ? tsQuery(terms)
    : manuscriptsFts5Query(db, terms, writeCount);
}
