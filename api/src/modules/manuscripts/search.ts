// Full-text search of manuscripts (title, abstract, keywords). User text is
// reduced to letter/digit terms, so it can never be query syntax: quotes, *,
// NEAR, AND/OR or parentheses are just characters between terms. Terms are
// ANDed; the last one matches as a prefix (search as you type). Each
// database's expression of them: db/dialect/full-text.ts.

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 64;

export function searchTerms(text: string): string[] {
  const terms =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return terms.slice(0, MAX_TERMS).map((t) => t.slice(0, MAX_TERM_LENGTH));
}
