// Searching manuscripts by title or number, as the lists that offer it do
// (review assignments, the editorial queue): the title contains the text
// (case-insensitive, `%` and `_` plain characters), or the text names the
// manuscript: "MS-12", "ms12" or "12".
import { type Expression, sql, type SqlBool } from 'kysely';
import { containsInsensitive } from '../db/portable';

/** The manuscript id a search names ("MS-12", "ms12", "12"), if it names one. */
export const manuscriptIdOf = (search: string): number | null => {
  const match = /^(?:ms-?)?(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
};

/**
 * The conditions a search term matches (to OR): a text column (the title,
 * and any other given) contains it, or it names the manuscript's id.
 */
export function titleOrNumber(
  term: string,
  id: Expression<unknown>,
  texts: Expression<unknown>[],
): Expression<SqlBool>[] {
  const number = manuscriptIdOf(term);
  return [
    ...texts.map((text) => containsInsensitive(text, term)),
    ...(number !== null ? [sql<SqlBool>`${id} = ${number}`] : []),
  ];
}
