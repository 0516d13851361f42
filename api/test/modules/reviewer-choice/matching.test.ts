// The reviewer finder's matching on its own: stemming, filler words, phrases
// kept whole, reasons in the manuscript's spelling, per part of the profile,
// the journal's subject areas, and words too common in the pool to tell anyone apart.
import {
  buildProfile,
  buildQuery,
  inverseFrequencies,
  type ProfileTexts,
} from '../../../src/modules/reviewer-choice/match-inputs';
import { idealScore, matchProfile } from '../../../src/modules/reviewer-choice/profile-match';
import { segment, stem } from '../../../src/modules/reviewer-choice/text-terms';

const empty: ProfileTexts = { researchAreas: [], publications: [], reviewedKeywords: [] };
type Manuscript = Parameters<typeof buildQuery>[0];

/** Matches every profile against the manuscript, as the finder does over its pool. */
function rank(manuscript: Manuscript, texts: Partial<ProfileTexts>[], subjectAreas: string[] = []) {
  const query = buildQuery(manuscript, subjectAreas);
  const profiles = texts.map((t, i) => buildProfile(i, { ...empty, ...t }));
  const idf = inverseFrequencies(profiles);
  const ideal = idealScore(query, idf);
  return profiles.map((p) => matchProfile(query, p, idf, ideal));
}

it('stems words so that inflections meet, and drops filler words', () => {
  expect(stem('marshes')).toBe(stem('marsh'));
  expect(stem('ecological')).toBe(stem('ecology'));
  expect(stem('restored')).toBe(stem('restoration'));
  expect(segment('This paper studies the approach and shows new results').tokens).toEqual([]);
  expect(segment('Salt-marsh carbon').tokens.map((t) => t.stem)).toEqual([
    'salt',
    'marsh',
    'carbon',
  ]);
});

it('gives the matched terms per part of the profile, as the manuscript spells them', () => {
  const [expert, reviewedOnly, unrelated] = rank(
    {
      keywords: ['Salt marshes', 'blue carbon'],
      title: 'Carbon burial in restored coastal wetlands',
      abstract: 'Sediment cores show how burial rates follow sea-level rise.',
    },
    [
      { researchAreas: ['Salt marsh ecology'], publications: ['Burial of organic carbon'] },
      { reviewedKeywords: ['salt marsh'] },
      { researchAreas: ['Medieval history'], publications: ['Guilds of Florence'] },
    ],
  );
  expect(expert!.reasons).toEqual([
    { source: 'research_areas', terms: ['Salt marshes'] },
    // Not neighbours in the publication: two words, spelled as the manuscript's keyword and title.
    { source: 'publications', terms: expect.arrayContaining(['carbon', 'burial']) },
  ]);
  expect(reviewedOnly!.reasons).toEqual([{ source: 'reviewed_keywords', terms: ['Salt marshes'] }]);
  expect(unrelated!.score).toBe(0);
  expect(unrelated!.reasons).toEqual([]);
  expect(expert!.score).toBeGreaterThan(reviewedOnly!.score);
  expect(expert!.fit).toBeGreaterThan(reviewedOnly!.fit);
  for (const m of [expert!, reviewedOnly!]) {
    expect(m.fit).toBeGreaterThanOrEqual(1);
    expect(m.fit).toBeLessThanOrEqual(100);
  }
});

it('keeps a phrase whole and ranks it above the same words apart', () => {
  const [phrase, apart] = rank(
    { keywords: ['machine learning'], title: 'Machine learning for crop yields', abstract: null },
    [
      { researchAreas: ['Machine learning'] },
      { researchAreas: ['Machine tools', 'Learning theory'] },
    ],
  );
  expect(phrase!.reasons).toEqual([{ source: 'research_areas', terms: ['machine learning'] }]);
  expect(apart!.reasons).toEqual([
    { source: 'research_areas', terms: expect.arrayContaining(['machine', 'learning']) },
  ]);
  expect(phrase!.score).toBeGreaterThan(apart!.score);
});

it("matches the journal's subject areas as a whole, in the reviewer's own work", () => {
  const [historian, halfMatch] = rank(
    { keywords: [], title: 'Letters between astronomers, 1600–1650', abstract: null },
    [{ researchAreas: ['History of science'] }, { publications: ['A history of guilds'] }],
    ['History of Science'],
  );
  expect(historian!.reasons).toEqual([{ source: 'subject_areas', terms: ['History of Science'] }]);
  expect(halfMatch!.score).toBe(0);
});

it('ignores a word most of a sizeable pool holds: it tells nobody apart', () => {
  const pool = [
    { researchAreas: ['Graph theory', 'Networks'] },
    ...Array.from({ length: 9 }, (_, i) => ({ researchAreas: ['Networks', `Topic ${i}`] })),
  ];
  const matches = rank(
    { keywords: ['graph networks'], title: 'Graph networks', abstract: null },
    pool,
  );
  expect(matches[0]!.reasons).toEqual([{ source: 'research_areas', terms: ['graph'] }]);
  expect(matches.slice(1).every((m) => m.score === 0)).toBe(true);
  // In a small pool the same word still counts.
  const small = rank(
    { keywords: ['graph networks'], title: 'Graph networks', abstract: null },
    pool.slice(0, 3),
  );
  expect(small[1]!.reasons).toEqual([{ source: 'research_areas', terms: ['networks'] }]);
});
