// The full-text expression of a manuscripts search (searchMatch). On SQLite,
// the MATCH expression of a search whose last term is a
// prefix (search as you type). FTS5 answers `"reef"*` by merging the postings
// of every word that starts with "reef" before it returns a first row: at
// 10^6 manuscripts a common prefix cost 11 ms a query whatever the LIMIT,
// while the same words ORed, `("reef" OR "reefs")`, are read lazily, newest
// first, in under a millisecond (docs/adr/0014-api-at-scale.md).
// The words come from the index itself (fts5vocab, migration 0017) and are
// remembered while the manuscripts' write count (list_versions) holds, so a
// word written by any API process is found by the next search. Only ASCII
// prefixes are expanded: unicode61 folds those by lowercasing alone, as
// searchTerms does; any other prefix, or one standing for more than MAX_WORDS
// words, stays a prefix query (same rows, the slower way).
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { manuscriptsVersion } from './manuscripts-anchors';
import { dialectName } from '../../db/portable';
import { fts5Query, searchTerms, tsQuery } from './search';

const MAX_WORDS = 32;
const MAX_PREFIXES = 1_000;
const ASCII_WORD = /^[a-z0-9]+$/;
/** The highest code point: every word that starts with a prefix sorts below prefix + it. */
const AFTER_ALL = '\u{10FFFF}';

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
  knownVersion?: number,
): Promise<string[] | null> {
  const version = knownVersion ?? (await manuscriptsVersion(db));
  const known = expansions.get(prefix);
  if (known?.version === version) return known.words;
  const words = await wordsStartingWith(db, prefix);
  if (!known && expansions.size >= MAX_PREFIXES) expansions.delete(expansions.keys().next().value!);
  expansions.set(prefix, { version, words });
  return words;
}

/**
 * The FTS5 MATCH expression of `terms` (at least one) over manuscripts_fts;
 * `version`: the manuscripts' write count when the caller has just read it.
 */
export async function manuscriptsFtsQuery(
  db: Database,
  terms: string[],
  version?: number,
): Promise<string> {
  const last = terms[terms.length - 1]!;
  if (!ASCII_WORD.test(last)) return fts5Query(terms);
  const words = await expansionOf(db, last, version);
  if (!words) return fts5Query(terms);
  const alternatives = words.map((w) => `"${w}"`).join(' OR ');
  return [...terms.slice(0, -1).map((t) => `"${t}"`), `(${alternatives})`].join(' AND ');
}

/**
 * The search `text` as the database's full-text expression (a list's `match`
 * value): SQLite's MATCH, PostgreSQL's to_tsquery; undefined when the text
 * has no term (then the search does not filter).
 */
export async function searchMatch(
  db: Database,
  text: string,
  version?: number,
): Promise<string | undefined> {
  const terms = searchTerms(text);
  if (!terms.length) return undefined;
  return dialectName(db) === 'postgres' ? tsQuery(terms) : manuscriptsFtsQuery(db, terms, version);
}
