// How often the reviewer finder comes back with enough to choose from: every
// manuscript waiting for reviewers, through the real endpoint, with its time.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { ManuscriptStatus, ReviewerCandidatesResponse } from '@colophon/shared/contracts';
import type { Database } from '../src/db/database';

/**
 * The manuscripts an editor chooses reviewers for: just submitted (to send
 * out), under review (an open round to invite to) and revised (the next
 * round). Drafts are not the editors' yet; decided ones need no reviewers.
 */
export const SUGGESTION_STATUSES: ManuscriptStatus[] = ['submitted', 'under_review', 'revised'];
/** Enough to choose from, and to keep alternates in reserve. */
export const ENOUGH = 3;

export type SuggestionFigures = {
  manuscripts: number;
  withThree: number;
  /** ≥ 3 suggestions whose reasons include the reviewer's research areas or publications. */
  withThreeFromProfile: number;
  suggestions: number;
  withoutReasons: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
};

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

export async function measureSuggestions(
  app: FastifyInstance,
  db: Database,
  token: string,
): Promise<SuggestionFigures> {
  const manuscripts = await db
    .selectFrom('manuscripts')
    .select('id')
    .where('status', 'in', SUGGESTION_STATUSES)
    .orderBy('id')
    .execute();
  const figures: SuggestionFigures = {
    manuscripts: manuscripts.length,
    withThree: 0,
    withThreeFromProfile: 0,
    suggestions: 0,
    withoutReasons: 0,
    medianMs: 0,
    p95Ms: 0,
    maxMs: 0,
  };
  const times: number[] = [];
  for (const { id } of manuscripts) {
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/manuscripts/${id}/reviewer-candidates`,
      headers: { authorization: `Bearer ${token}` },
    });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`Manuscript ${id}: ${res.statusCode} ${res.body}`);
    const { suggested } = res.json() as ReviewerCandidatesResponse;
    figures.suggestions += suggested.length;
    figures.withoutReasons += suggested.filter((c) => c.reasons.length === 0).length;
    if (suggested.length >= ENOUGH) figures.withThree += 1;
    const fromProfile = suggested.filter((c) =>
      c.reasons.some((r) => r.source === 'research_areas' || r.source === 'publications'),
    );
    if (fromProfile.length >= ENOUGH) figures.withThreeFromProfile += 1;
  }
  times.sort((a, b) => a - b);
  figures.medianMs = round1(quantile(times, 0.5));
  figures.p95Ms = round1(quantile(times, 0.95));
  figures.maxMs = round1(times.at(-1) ?? 0);
  return figures;
}
