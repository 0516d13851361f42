// Words as the reviewer finder compares them: split into letter/digit words,
// common English and academic filler words dropped, and reduced to their
// Porter2 stem, so "marshes" finds "salt marsh" and "ecological" finds
// "Ecology". Each word keeps its place in the text it came from, so the
// reasons can quote the manuscript's own spelling, phrases included.
import stemWord from 'wink-porter2-stemmer';

/** One word of a text: its stem and where it stands in its segment. */
export type Token = { stem: string; start: number; end: number };
/**
 * A short text matched as a whole (a keyword, a title, a sentence): no phrase
 * spans two. `pairs[i]` is the key of tokens i and i + 1 standing together.
 * Shared from a cache: never changed once made.
 */
export type Segment = { text: string; tokens: Token[]; pairs: string[] };

// Function words, and the words every abstract uses whatever its subject
// ("this paper studies …, we show that the approach …"): matching on them
// would suggest everyone.
const FILLER =
  `a about above across after against all along also although am among an and another any
are as at be because been before being below between both but by can could did do does doing done
during each either else for from further had has have having he her here hers him his how however i
if in into is it its itself just may me might more most much must my no nor not of off on once only or
other our ours out over own per same shall she should since so some such than that the their theirs
them then there these they this those through thus to too toward towards under until up upon us very
via was we were what when where whether which while who whom whose why will with within without would
yet you your
paper papers study studies studied result results show shows showed shown using use used uses based
approach approaches new novel propose proposed present presents presented discuss discusses outline
implication implications direction directions future work works find finds found finding findings
article research role two three one first second large wide setting settings`
    .split(/\s+/)
    .filter(Boolean);

const CACHE_LIMIT = 50_000;
const cache = new Map<string, string>();

/** The Porter2 stem of a lower-case word (memoised: profiles repeat the same words). */
export function stem(word: string): string {
  let found = cache.get(word);
  if (found === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    found = stemWord(word);
    cache.set(word, found);
  }
  return found;
}

const STOP = new Set([...FILLER, ...FILLER.map(stem)]);
const WORD = /[\p{L}\p{N}]+/gu;
const MAX_SEGMENT = 2_000;

/** Whether a lower-case word carries meaning for matching. */
const meaningful = (word: string) => word.length >= 3 && !STOP.has(word) && !/^\p{N}+$/u.test(word);

const SEGMENT_CACHE_LIMIT = 50_000;
const segments = new Map<string, Segment>();
const ASCII = /^[\x20-\x7e]*$/;

/**
 * The meaningful words of `text`, stemmed, with their places. Memoised: a
 * pool's profiles are read again on every request, and splitting and
 * stemming them is most of the finder's work.
 */
export function segment(text: string): Segment {
  let found = segments.get(text);
  if (found === undefined) {
    if (segments.size >= SEGMENT_CACHE_LIMIT) segments.clear();
    found = segmentOf(text);
    segments.set(text, found);
  }
  return found;
}

function segmentOf(text: string): Segment {
  const clipped = (ASCII.test(text) ? text : text.normalize('NFKC')).slice(0, MAX_SEGMENT);
  const tokens: Token[] = [];
  for (const m of clipped.matchAll(WORD)) {
    const word = m[0].toLowerCase();
    if (!meaningful(word)) continue;
    const s = stem(word);
    if (STOP.has(s)) continue;
    tokens.push({ stem: s, start: m.index, end: m.index + m[0].length });
  }
  const pairs = tokens.slice(1).map((t, i) => pairKey(tokens[i]!.stem, t.stem));
  return { text: clipped, tokens, pairs };
}

/** A long text as sentences, so a phrase never runs across a full stop. */
export const sentences = (text: string): Segment[] =>
  text
    .split(/(?<=[.!?;])\s+/)
    .filter((s) => s.trim())
    .map(segment);

/** The key of two neighbouring stems, for phrase matches. */
export const pairKey = (a: string, b: string) => `${a} ${b}`;

export type Field = { stems: Set<string>; pairs: Set<string> };
const fields = new Map<string, Field>();

/**
 * Every stem and every pair of neighbouring stems of some texts (one part of
 * a profile), memoised like the segments.
 */
export function fieldOf(texts: string[]): Field {
  const key = texts.join('\u0000');
  let found = fields.get(key);
  if (found === undefined) {
    if (fields.size >= SEGMENT_CACHE_LIMIT) fields.clear();
    found = { stems: new Set(), pairs: new Set() };
    for (const s of texts.map(segment)) {
      for (const t of s.tokens) found.stems.add(t.stem);
      for (const p of s.pairs) found.pairs.add(p);
    }
    fields.set(key, found);
  }
  return found;
}
