// Highlight ranges of the searched words in a text, computed here rather than
// by FTS5's highlight() or ts_headline(): the same on both databases, and the
// client gets plain text plus ranges, so no markup ever travels with user text.
import type { HighlightedText } from '@colophon/shared/contracts';

const SNIPPET_LENGTH = 160;
const SNIPPET_LEAD = 40;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Ranges of every whole word starting with one of `terms` (lower-case letters/digits), for many texts. */
function wordMatcher(terms: string[]): (text: string) => [number, number][] {
  if (terms.length === 0) return () => [];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...terms]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})[\\p{L}\\p{N}]*`,
    'giu',
  );
  return (text) => {
    const ranges: [number, number][] = [];
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      const last = ranges[ranges.length - 1];
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else ranges.push([start, end]);
    }
    return ranges;
  };
}

/** Every whole word of `text` starting with one of `terms` (terms are lower-case letters/digits). */
export const highlightRanges = (text: string, terms: string[]): [number, number][] =>
  text.length === 0 ? [] : wordMatcher(terms)(text);

export const highlighted = (text: string, terms: string[]): HighlightedText => ({
  text,
  ranges: highlightRanges(text, terms),
});

/**
 * The first of `texts` with a match, cut to about SNIPPET_LENGTH characters
 * around its first match (with ellipses); null when none matches.
 */
export function snippetOf(
  texts: (string | null | undefined)[],
  terms: string[],
): HighlightedText | null {
  for (const text of texts) {
    if (!text) continue;
    const flat = text.replace(/\s+/g, ' ').trim();
    const ranges = highlightRanges(flat, terms);
    if (ranges.length === 0) continue;
    if (flat.length <= SNIPPET_LENGTH) return { text: flat, ranges };
    const first = ranges[0]!;
    let start = Math.max(0, first[0] - SNIPPET_LEAD);
    let end = Math.min(flat.length, start + SNIPPET_LENGTH);
    // Cut between words, not inside one.
    const nextSpace = flat.indexOf(' ', start);
    if (start > 0 && nextSpace !== -1 && nextSpace < first[0]) start = nextSpace + 1;
    const lastSpace = flat.lastIndexOf(' ', end);
    if (end < flat.length && lastSpace > first[1]) end = lastSpace;
    const prefix = start > 0 ? '…' : '';
    const cut = `${prefix}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
    const shift = prefix.length - start;
    return {
      text: cut,
      ranges: ranges
        .filter(([s, e]) => s >= start && e <= end)
        .map(([s, e]) => [s + shift, e + shift] as [number, number]),
    };
  }
  return null;
}
