// GET manuscripts/{id}/reviewer-candidates: who is eligible, the search, the
// suggestions with their fit and reasons (stemmed matches per part of the
// profile), and each reviewer's load and turnaround.
import type { TestApp } from '../../helpers/test-app';
import {
  acceptedInvitation,
  inReview,
  invite,
  newReviewer,
  request,
  review,
  tokenOf,
  reviewsSuite,
} from '../reviews/helpers';

const suite = reviewsSuite();
let t: TestApp;
let journal: number;
beforeAll(() => {
  ({ t, journal } = suite);
});

type Candidate = {
  id: number;
  name: string;
  score: number;
  fit: number;
  reasons: { source: string; terms: string[] }[];
  open_reviews: number;
  median_turnaround_days: number | null;
  research_areas: string[];
  institution: string | null;
};

const candidates = async (
  id: number,
  query = '',
  role: 'editor-in-chief' | 'associate-editor' = 'editor-in-chief',
) => {
  const res = await request(
    t,
    'GET',
    `/manuscripts/${id}/reviewer-candidates${query}`,
    await tokenOf(t, role),
  );
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Candidate[]; suggested: Candidate[] };
};

it('suggests reviewers ranked by research areas and publication titles; excludes authors and the invited', async () => {
  const id = await inReview(t, journal, {
    title: 'Protein folding with graph neural networks',
    abstract: 'We predict protein structures with neural networks.',
    keywords: 'protein folding, neural networks',
  });
  const expert = await newReviewer(t, {
    name: 'Folding Expert',
    research_areas: ['Protein folding', 'Neural networks'],
    publications: ['Neural networks predict protein folding'],
    institution: 'Institute of Structural Biology',
  });
  const partial = await newReviewer(t, {
    name: 'Partial Match',
    research_areas: ['Networks'],
    publications: ['Graph theory'],
  });
  const unrelated = await newReviewer(t, {
    name: 'Medieval Historian',
    research_areas: ['Medieval history'],
  });
  const invited = await newReviewer(t, {
    name: 'Already Invited',
    research_areas: ['Protein folding'],
  });
  expect((await invite(t, id, invited.id)).statusCode).toBe(201);

  const { data, suggested } = await candidates(id);
  const suggestedIds = suggested.map((c) => c.id);
  expect(suggestedIds.indexOf(expert.id)).toBe(0);
  expect(suggestedIds).toContain(partial.id);
  expect(suggestedIds).not.toContain(unrelated.id);
  expect(suggestedIds).not.toContain(invited.id);
  expect(suggested[0]!.score).toBeGreaterThan(suggested[suggestedIds.indexOf(partial.id)]!.score);
  // Why: the manuscript's own words, phrases whole, per part of the profile.
  expect(suggested[0]!.reasons).toEqual([
    {
      source: 'research_areas',
      terms: expect.arrayContaining(['protein folding', 'neural networks']),
    },
    {
      source: 'publications',
      terms: expect.arrayContaining(['protein folding', 'neural networks']),
    },
  ]);
  const partialMatch = suggested[suggestedIds.indexOf(partial.id)]!;
  expect(partialMatch.reasons).toEqual([
    { source: 'research_areas', terms: ['networks'] },
    { source: 'publications', terms: ['graph'] },
  ]);
  expect(suggested[0]!.fit).toBeGreaterThan(partialMatch.fit);
  expect(partialMatch.fit).toBeGreaterThanOrEqual(1);
  expect(suggested[0]!.fit).toBeLessThanOrEqual(100);
  const ids = data.map((c) => c.id);
  expect(ids).not.toContain(invited.id);
  expect(ids).not.toContain(t.users.author.id);
  expect(data.find((c) => c.id === expert.id)).toMatchObject({
    research_areas: ['Protein folding', 'Neural networks'],
    institution: 'Institute of Structural Biology',
    open_reviews: 0,
    median_turnaround_days: null,
  });
});

it("matches stemmed words in reviewed manuscripts' keywords and the journal's subject areas", async () => {
  await t.db
    .updateTable('journals')
    .set({ subject_areas: JSON.stringify(['Estuarine biogeochemistry']) })
    .where('id', '=', journal)
    .execute();
  // Reviewed a manuscript on wetland restoration: its keywords describe what they review.
  const reviewer = await newReviewer(t, { name: 'Wetland Reviewer' });
  const earlier = await inReview(t, journal, {
    title: 'Tidal ecology',
    abstract: 'Tides.',
    keywords: 'wetland restoration',
  });
  await acceptedInvitation(t, earlier, reviewer);
  expect(
    (
      await review(t, earlier, reviewer.token, {
        rating: 4,
        content: 'Sound',
        recommendation: 'accept',
      })
    ).statusCode,
  ).toBe(201);
  const fieldExpert = await newReviewer(t, {
    name: 'Estuary Chemist',
    research_areas: ['Estuarine biogeochemistry'],
  });

  const id = await inReview(t, journal, {
    title: 'Restoring wetlands along the Severn',
    abstract: 'Vegetation returned within five years.',
    keywords: 'restored wetlands',
  });
  const { suggested } = await candidates(id);
  const byId = new Map(suggested.map((c) => [c.id, c]));
  // "restored wetlands" meets "wetland restoration" through their stems, spelled as the manuscript has it.
  expect(byId.get(reviewer.id)?.reasons).toEqual([
    { source: 'reviewed_keywords', terms: expect.arrayContaining(['restored', 'wetlands']) },
  ]);
  expect(byId.get(fieldExpert.id)?.reasons).toEqual([
    { source: 'subject_areas', terms: ['Estuarine biogeochemistry'] },
  ]);
  await t.db
    .updateTable('journals')
    .set({ subject_areas: '[]' })
    .where('id', '=', journal)
    .execute();
});

it('searches name, institution and research areas (case-insensitive)', async () => {
  const id = await inReview(t, journal);
  const byName = await newReviewer(t, { name: 'Zebulon Quartz' });
  const byInstitution = await newReviewer(t, { institution: 'Quartzberg University' });
  const byArea = await newReviewer(t, { research_areas: ['Quartz crystallography'] });
  const other = await newReviewer(t, { name: 'Nobody Special' });
  const ids = (await candidates(id, '?search=QUARTZ')).data.map((c) => c.id);
  expect(ids).toEqual(expect.arrayContaining([byName.id, byInstitution.id, byArea.id]));
  expect(ids).not.toContain(other.id);
  const bad = await request(
    t,
    'GET',
    `/manuscripts/${id}/reviewer-candidates?search=${'x'.repeat(201)}`,
    await tokenOf(t, 'editor-in-chief'),
  );
  expect(bad.statusCode).toBe(422);
  expect(bad.json().errors.search).toEqual(['The search may not be greater than 200 characters']);
});

it('shows open reviews and the median turnaround in days', async () => {
  const busy = await newReviewer(t, { name: 'Busy Reviewer Xylophone' });
  const a = await inReview(t, journal);
  const b = await inReview(t, journal);
  const c = await inReview(t, journal);
  const done = await acceptedInvitation(t, a, busy);
  await review(t, a, busy.token, { rating: 4, content: 'Done', recommendation: 'accept' });
  // Invited 4 days before the review was submitted.
  const fourDaysAgo = new Date(Date.now() - 4 * 86_400_000).toISOString();
  await t.db
    .updateTable('review_invitations')
    .set({ created_at: fourDaysAgo })
    .where('id', '=', done)
    .execute();
  await invite(t, b, busy.id);
  const found = (await candidates(c, '?search=Xylophone')).data;
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ id: busy.id, open_reviews: 1, median_turnaround_days: 4 });
});

it('role matrix: editors who handle the manuscript; others 403 or 404', async () => {
  const id = await inReview(t, journal);
  const url = `/manuscripts/${id}/reviewer-candidates`;
  for (const [role, status] of [
    ['admin', 403],
    ['editor-in-chief', 200],
    ['associate-editor', 200],
    ['reviewer', 404],
    ['author', 403],
  ] as const) {
    const res = await request(t, 'GET', url, await tokenOf(t, role));
    expect({ role, status: res.statusCode }).toEqual({ role, status });
  }
  expect((await request(t, 'GET', url)).statusCode).toBe(401);
});
