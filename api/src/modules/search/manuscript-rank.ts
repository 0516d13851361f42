// The order of the manuscripts a search found (among the newest candidates,
// search.repository.ts): every word found in the title counts most, then
// every word in the keywords; every candidate holds every word somewhere, so
// one found in neither is in the abstract. Newest first among equals.
// PostgreSQL computes the same score in SQL (manuscriptScoreSql), so a page
// is one statement there; SQLite ranks here.
import { sql } from 'kysely';
import { parseJsonList } from '../../db/portable';

export const TITLE = 10;
export const KEYWORDS = 4;

export type Rankable = { id: number; title: string; keywords: string | null };

/** Whether every term begins a word of `text` (as a tsquery of prefixes matches). */
function holdsEvery(text: string, terms: string[]): boolean {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}

export const manuscriptScore = (m: Rankable, terms: string[]) =>
  1 +
  TITLE * Number(holdsEvery(m.title, terms)) +
  KEYWORDS * Number(holdsEvery(parseJsonList(m.keywords).join(' '), terms));

/** `candidates`, best first (ties: newest first). */
export function rankManuscripts<R extends Rankable>(candidates: R[], terms: string[]): R[] {
  return candidates
    .map((candidate) => ({ candidate, score: manuscriptScore(candidate, terms) }))
    .sort((a, b) => b.score - a.score || b.candidate.id - a.candidate.id)
    .map(({ candidate }) => candidate);
}

/** PostgreSQL: manuscriptScore of row `c`, every term a prefix (`c` has title and keywords). */
export function manuscriptScoreSql(terms: string[]) {
  const every = sql`to_tsquery('simple'::regconfig, ${terms.map((t) => `${t}:*`).join(' & ')})`;
  return sql<number>`1
    + ${TITLE} * (to_tsvector('simple'::regconfig, c.title) @@ ${every})::int
    + ${KEYWORDS} * (to_tsvector('simple'::regconfig, coalesce(c.keywords, '')) @@ ${every})::int`;
}
