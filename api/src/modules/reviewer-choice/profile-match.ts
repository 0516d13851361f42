// How well one reviewer's profile matches the manuscript, and why: each of
// the manuscript's stems found in a part of the profile earns its weight
// (keyword > title > abstract) times how telling it is in the pool (idf)
// times how much that part says (research areas > publications > keywords of
// reviewed manuscripts); whole phrases found together earn a bonus. The
// reasons quote the manuscript's own words, phrases kept whole.
import type { CandidateReason } from '@colophon/shared/contracts';
import {
  type Field,
  type Idf,
  PROFILE_SOURCES,
  type Profile,
  type ProfileSource,
  type Query,
  type WeightedSegment,
} from './match-inputs';
import type { Segment } from './text-terms';

export const SOURCE_WEIGHT: Record<ProfileSource, number> = {
  research_areas: 3,
  publications: 2,
  reviewed_keywords: 1,
};
/** The journal's subject areas frame the manuscript; they weigh less than its own words. */
const SUBJECT_WEIGHT = 1;
/** A second part of the profile confirming a stem adds a quarter of its weight. */
const CONFIRMING = 0.25;
/** A phrase found whole adds half the weight of its words. */
const PHRASE_BONUS = 0.5;
/** Terms shown per source, best first. */
export const MAX_TERMS = 8;

export type ProfileMatch = { score: number; fit: number; reasons: CandidateReason[] };
type Item = { text: string; weight: number; order: number };

/** Runs of neighbouring words of `s` whose every pair also stands together in `field`. */
function phrasesIn(s: Segment, field: Field): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  let from = 0;
  for (let i = 1; i <= s.tokens.length; i++) {
    const joined = i < s.tokens.length && field.pairs.has(s.pairs[i - 1]!);
    if (joined) continue;
    if (i - 1 > from) runs.push({ from, to: i - 1 });
    from = i;
  }
  return runs;
}

/**
 * The matched words of `segments` in `field` as display items: phrases whole,
 * other words alone, each once, weighted by `weightOf` (0: not matched).
 */
function itemsOf(
  segments: WeightedSegment[],
  field: Field,
  weightOf: (stem: string) => number,
): { items: Item[]; phraseBonus: number } {
  const items = new Map<string, Item>();
  const shown = new Set<string>();
  let phraseBonus = 0;
  let order = 0;
  // Keyed by stems: "salt marsh" (a keyword) and "salt marshes" (the abstract) are one item.
  const add = (key: string, text: string, weight: number) => {
    const found = items.get(key);
    if (found) found.weight = Math.max(found.weight, weight);
    else items.set(key, { text, weight, order: order++ });
  };
  for (const { segment: s } of segments) {
    for (const { from, to } of phrasesIn(s, field)) {
      const tokens = s.tokens.slice(from, to + 1);
      if (tokens.every((t) => weightOf(t.stem) === 0)) continue;
      const weight = tokens.reduce((sum, t) => sum + weightOf(t.stem), 0);
      const key = tokens.map((t) => t.stem).join(' ');
      if (!items.has(key)) phraseBonus += PHRASE_BONUS * weight;
      add(key, s.text.slice(tokens[0]!.start, tokens.at(-1)!.end), weight * (1 + PHRASE_BONUS));
      for (const t of tokens) shown.add(t.stem);
    }
  }
  for (const { segment: s } of segments) {
    for (const t of s.tokens) {
      const weight = weightOf(t.stem);
      if (weight === 0 || shown.has(t.stem)) continue;
      shown.add(t.stem);
      add(t.stem, s.text.slice(t.start, t.end), weight);
    }
  }
  return { items: [...items.values()], phraseBonus };
}

const termsOf = (items: Item[]) =>
  items
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .slice(0, MAX_TERMS)
    .map((i) => i.text);

/** The ideal score: every keyword and title stem among the reviewer's research areas. */
export function idealScore(query: Query, idf: Idf): number {
  let ideal = 0;
  for (const s of query.keyStems)
    ideal += query.terms.get(s)! * idf('research_areas', s) * SOURCE_WEIGHT.research_areas;
  return ideal;
}

/** One reviewer's score, fit (share of `ideal`) and reasons; score 0 and no reasons: no match. */
export function matchProfile(
  query: Query,
  profile: Profile,
  idf: Idf,
  ideal: number,
): ProfileMatch {
  const reasons: CandidateReason[] = [];
  // Per stem, the weights of the sources holding it: the best counts whole, the others a quarter.
  const perStem = new Map<string, number[]>();
  let phrases = 0;
  for (const source of PROFILE_SOURCES) {
    const field = profile.fields[source];
    // Most of a pool shares nothing with the manuscript: skip those parts at once.
    const matched = [...query.terms.keys()].filter((stem) => field.stems.has(stem));
    if (matched.length === 0) continue;
    const weightOf = (stem: string) =>
      field.stems.has(stem) && query.terms.has(stem)
        ? query.terms.get(stem)! * idf(source, stem) * SOURCE_WEIGHT[source]
        : 0;
    const { items, phraseBonus } = itemsOf(query.segments, field, weightOf);
    if (items.length === 0) continue;
    for (const s of matched) {
      const w = weightOf(s);
      if (w > 0) perStem.set(s, [...(perStem.get(s) ?? []), w]);
    }
    phrases = Math.max(phrases, phraseBonus);
    reasons.push({ source, terms: termsOf(items) });
  }
  let score = phrases;
  for (const weights of perStem.values()) {
    const sorted = weights.sort((a, b) => b - a);
    score += sorted[0]! + CONFIRMING * sorted.slice(1).reduce((a, b) => a + b, 0);
  }
  const subject = subjectMatch(query, profile, idf);
  if (subject) {
    score += subject.score;
    reasons.push(subject.reason);
  }
  const fit = ideal > 0 ? Math.min(100, Math.round((100 * score) / ideal)) : 0;
  return { score, fit: score > 0 ? Math.max(1, fit) : 0, reasons };
}

/**
 * The journal's subject areas found in the reviewer's own work (research
 * areas and publications): each area as a whole, every word of it there
 * ("History of Science" needs both words, not just "science").
 */
function subjectMatch(query: Query, profile: Profile, idf: Idf) {
  const { research_areas: areas, publications } = profile.fields;
  const found = query.subject.filter((s) =>
    s.tokens.every((t) => areas.stems.has(t.stem) || publications.stems.has(t.stem)),
  );
  let score = 0;
  const terms: string[] = [];
  for (const s of found) {
    const idfOf = (stem: string) =>
      areas.stems.has(stem) ? idf('research_areas', stem) : idf('publications', stem);
    const telling = s.tokens.reduce((sum, t) => sum + idfOf(t.stem), 0) / s.tokens.length;
    if (telling === 0) continue;
    score += SUBJECT_WEIGHT * SOURCE_WEIGHT.publications * telling;
    terms.push(s.text.trim());
  }
  if (terms.length === 0) return null;
  return { score, reason: { source: 'subject_areas' as const, terms: terms.slice(0, MAX_TERMS) } };
}
