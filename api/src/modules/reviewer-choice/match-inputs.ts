// The two sides the reviewer finder compares: the manuscript (its keywords,
// title and abstract, and its journal's subject areas) and each reviewer's
// profile (research areas, publication titles, keywords of the manuscripts
// they reviewed before), as stemmed words.
import type { MatchSource } from '@colophon/shared/contracts';
import { type Field, fieldOf, type Segment, segment, sentences } from './text-terms';

/** The profile parts a manuscript's words are looked for in. */
export type ProfileSource = Exclude<MatchSource, 'subject_areas'>;
export const PROFILE_SOURCES: ProfileSource[] = [
  'research_areas',
  'publications',
  'reviewed_keywords',
];
export type { Field };
export type Profile = { id: number; fields: Record<ProfileSource, Field> };

/** A segment of the manuscript with the weight of where it stands. */
export type WeightedSegment = { segment: Segment; weight: number };
export type Query = {
  /** Keywords, then the title, then the abstract's sentences: spellings are quoted from the first. */
  segments: WeightedSegment[];
  /** Each stem of the manuscript with its heaviest weight. */
  terms: Map<string, number>;
  /** Stems of the keywords and title: what a perfect fit covers. */
  keyStems: Set<string>;
  /** The journal's subject areas, each matched as a whole. */
  subject: Segment[];
};

/** A keyword says most about the subject, then a title word, then an abstract word. */
export const WEIGHT = { keyword: 3, title: 2, abstract: 1 } as const;

export function buildQuery(
  manuscript: { keywords: string[]; title: string; abstract: string | null },
  subjectAreas: string[],
): Query {
  const segments: WeightedSegment[] = [
    ...manuscript.keywords.map((k) => ({ segment: segment(k), weight: WEIGHT.keyword })),
    { segment: segment(manuscript.title), weight: WEIGHT.title },
    ...sentences(manuscript.abstract ?? '').map((s) => ({ segment: s, weight: WEIGHT.abstract })),
  ];
  const terms = new Map<string, number>();
  const keyStems = new Set<string>();
  for (const { segment: s, weight } of segments) {
    for (const t of s.tokens) {
      terms.set(t.stem, Math.max(weight, terms.get(t.stem) ?? 0));
      if (weight > WEIGHT.abstract) keyStems.add(t.stem);
    }
  }
  const subject = subjectAreas.map(segment).filter((s) => s.tokens.length > 0);
  return { segments, terms, keyStems, subject };
}

export type ProfileTexts = {
  researchAreas: string[];
  publications: string[];
  reviewedKeywords: string[];
};

export const buildProfile = (id: number, texts: ProfileTexts): Profile => ({
  id,
  fields: {
    research_areas: fieldOf(texts.researchAreas),
    publications: fieldOf(texts.publications),
    reviewed_keywords: fieldOf(texts.reviewedKeywords),
  },
});

/** A pool this large tells a field's common words from the telling ones. */
const POOL_FOR_CUTOFF = 8;
/** A word in this share of the pool's profiles tells nobody apart. */
const UBIQUITOUS = 0.75;

/** How telling a stem is in one part of the profiles (0: tells nobody apart). */
export type Idf = (source: ProfileSource, stem: string) => number;

/**
 * How telling each stem is in each part of the pool's profiles (BM25's idf):
 * a word every reviewer's research areas hold says little about who fits; one
 * only two hold says a lot. In a pool of some size a word three quarters of
 * the profiles hold in that part counts for nothing, so it neither ranks nor
 * shows as a reason there. Per part, so that everyone having reviewed
 * something on "climate" does not silence the climate scientist's research area.
 */
export function inverseFrequencies(profiles: Profile[]): Idf {
  const counts = Object.fromEntries(
    PROFILE_SOURCES.map((source) => [source, new Map<string, number>()]),
  ) as Record<ProfileSource, Map<string, number>>;
  for (const p of profiles) {
    for (const source of PROFILE_SOURCES) {
      const count = counts[source];
      for (const s of p.fields[source].stems) count.set(s, (count.get(s) ?? 0) + 1);
    }
  }
  const n = profiles.length;
  const cutoff = n >= POOL_FOR_CUTOFF ? UBIQUITOUS * n : Infinity;
  return (source, stem) => {
    const df = counts[source].get(stem) ?? 0;
    return df >= cutoff ? 0 : Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };
}
