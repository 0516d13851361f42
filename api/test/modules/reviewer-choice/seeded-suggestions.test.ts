// The reviewer finder on the demo seed: nearly every manuscript waiting for
// reviewers gets three or more suggestions, each with its reasons, and a new
// double-blind manuscript on salt-marsh carbon burial finds the coastal and
// soil carbon people (the case that once came back empty).
import type { ReviewerCandidatesResponse } from '@colophon/shared/contracts';
import { seedDatabase } from '../../../src/seed/index';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { createManuscript, withTempDataDir } from '../manuscripts/helpers/content';
import { request } from '../reviews/helpers';

withTempDataDir();
let t: TestApp;
let editor: string;
let author: string;
/** Seeding 500 manuscripts takes a while, on PostgreSQL most. */
const SEED_TIMEOUT = 120_000;

const userToken = async (email: string) => {
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return t.tokenForUser(user.id);
};

beforeAll(async () => {
  t = await buildTestApp();
  await seedDatabase(t.db, { reset: true, schema: t.schema });
  editor = await userToken('editor@colophon.test');
  author = await userToken('author@colophon.test');
}, SEED_TIMEOUT);
afterAll(async () => t.close());

const suggestionsFor = async (id: number) => {
  const res = await request(t, 'GET', `/manuscripts/${id}/reviewer-candidates`, editor);
  expect(res.statusCode).toBe(200);
  return (res.json() as ReviewerCandidatesResponse).suggested;
};

it(
  'at least 90 % of the manuscripts waiting for reviewers get three or more reasoned suggestions',
  async () => {
    const waiting = await t.db
      .selectFrom('manuscripts')
      .select('id')
      .where('status', 'in', ['submitted', 'under_review', 'revised'])
      .execute();
    // Enough of them for the share to mean something (the demo is mostly decided manuscripts).
    expect(waiting.length).toBeGreaterThan(40);
    let enough = 0;
    let fromOwnWork = 0;
    for (const { id } of waiting) {
      const suggested = await suggestionsFor(id);
      for (const c of suggested) {
        expect(c.reasons.length).toBeGreaterThan(0);
        expect(c.reasons.every((r) => r.terms.length > 0)).toBe(true);
        expect(c.fit).toBeGreaterThanOrEqual(1);
        expect(c.fit).toBeLessThanOrEqual(100);
      }
      if (suggested.length >= 3) enough += 1;
      // Not just keywords of reviewed manuscripts: the reviewers' own research areas or publications.
      const own = suggested.filter((c) =>
        c.reasons.some((r) => r.source === 'research_areas' || r.source === 'publications'),
      );
      if (own.length >= 3) fromOwnWork += 1;
    }
    expect(enough / waiting.length).toBeGreaterThanOrEqual(0.9);
    expect(fromOwnWork / waiting.length).toBeGreaterThanOrEqual(0.9);
  },
  SEED_TIMEOUT,
);

it('a new double-blind manuscript on salt-marsh carbon burial gets reasoned suggestions', async () => {
  const journal = await t.db
    .selectFrom('journals')
    .select('id')
    .where('peer_review_type', '=', 'double_blind')
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const id = await createManuscript(t, author, journal.id, {
    title: 'Carbon burial in salt-marsh sediments of the Wadden Sea',
    abstract:
      'We dated sediment cores from twelve salt marshes to estimate how much organic carbon they buried over the last century, and how burial rates follow sea-level rise.',
    keywords: 'salt marsh, carbon sequestration, sediment cores',
  });
  const submitted = await request(t, 'POST', `/manuscripts/${id}/submit`, author, {});
  expect(submitted.statusCode).toBe(200);

  const suggested = await suggestionsFor(id);
  expect(suggested.length).toBeGreaterThanOrEqual(3);
  const terms = (c: (typeof suggested)[number]) =>
    c.reasons.flatMap((r) => r.terms.map((term) => term.toLowerCase()));
  // The best fits know salt marshes and carbon burial, quoted as the manuscript spells them.
  for (const c of suggested.slice(0, 3)) {
    expect(terms(c).some((term) => term.includes('salt') || term.includes('carbon'))).toBe(true);
  }
  expect(terms(suggested[0]!).some((term) => term.includes('carbon burial'))).toBe(true);
  expect(suggested[0]!.fit).toBeGreaterThan(suggested.at(-1)!.fit);
});
