// How well each reviewer's profile matches the manuscript, and why (the
// matched terms per part of the profile). Ranked in TypeScript over the pool
// (at most a few hundred reviewers), so SQLite and PostgreSQL rank alike and
// the reasons come with the score (docs/reviewer-choice.md).
import type { CandidateReason } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { parseJsonList } from '../../db/portable';
import type { ManuscriptRow } from './candidate-types';
import * as repo from './candidates.repository';
import { buildProfile, buildQuery, inverseFrequencies } from './match-inputs';
import { idealScore, matchProfile } from './profile-match';

export type Match = {
  /** Relevance, higher is better (not comparable across manuscripts). */
  score: number;
  /** 0–100, for people: the share of a perfect match (every keyword and title word among the research areas). */
  fit: number;
  reasons: CandidateReason[];
};

/** id → match, only for candidates that match at all. */
export async function rankCandidates(
  db: Database,
  manuscript: ManuscriptRow,
  pool: repo.CandidateRow[],
): Promise<Map<number, Match>> {
  if (pool.length === 0) return new Map();
  const ids = pool.map((c) => c.id);
  const [publications, reviewed, subjectAreas] = await Promise.all([
    repo.publicationTitles(db, ids),
    repo.reviewedKeywords(db, ids, manuscript.id),
    repo.journalSubjectAreas(db, manuscript.journal_id),
  ]);
  const query = buildQuery(
    {
      keywords: parseJsonList(manuscript.keywords),
      title: manuscript.title,
      abstract: manuscript.abstract,
    },
    subjectAreas,
  );
  const profiles = pool.map((c) =>
    buildProfile(c.id, {
      researchAreas: parseJsonList(c.research_areas),
      publications: publications.get(c.id) ?? [],
      reviewedKeywords: reviewed.get(c.id) ?? [],
    }),
  );
  const idf = inverseFrequencies(profiles);
  const ideal = idealScore(query, idf);
  const matches = new Map<number, Match>();
  for (const profile of profiles) {
    const match = matchProfile(query, profile, idf, ideal);
    if (match.score > 0) matches.set(profile.id, match);
  }
  return matches;
}
