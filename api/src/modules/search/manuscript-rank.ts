// The order of the manuscripts a search found (among the newest candidates,
// search.repository.ts): a word in the title counts most, then in the
// keywords; every candidate holds every word somewhere, so one found in
// neither is in the abstract. Newest first among equals. The same on both
// databases, and the abstract is not read to rank.
import { parseJsonList } from '../../db/portable';
import { wordMatcher } from './highlight';
import type { Candidate } from './search.repository';

const TITLE = 10;
const KEYWORDS = 4;
/** A word found several times counts up to this many times. */
const MAX_REPEATS = 3;

/** `candidates`, best first (ties: newest first). */
export function rankManuscripts(candidates: Candidate[], terms: string[]): Candidate[] {
  const matches = wordMatcher(terms);
  const found = (text: string) => Math.min(matches(text).length, MAX_REPEATS);
  const score = (c: Candidate) =>
    1 + TITLE * found(c.title) + KEYWORDS * found(parseJsonList(c.keywords).join(' '));
  return candidates
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .sort((a, b) => b.score - a.score || b.candidate.id - a.candidate.id)
    .map(({ candidate }) => candidate);
}
