// The fifth section, mf-analytics, through the host against the real API: a
// journal this spec makes and decides through the API shows the figures
// worked out here by hand (cards, the chart's table view and its CSV, the
// API's own answer); the section is released, canaried and rolled back like
// the other four; an author has neither its sidebar entry nor the screen.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { analyticsFiguresSchema } from '../../shared/src/contracts/analytics';
import {
  adminHeaders,
  createAccount,
  createDoubleBlindJournal,
  runTag,
  setEditorialTeam,
  type Account,
} from '../support/journey-setup';
import {
  adminToken,
  cohortPair,
  publish,
  publishBuilt,
  registry,
  sectionVersion,
} from '../support/releases';
import { signIn } from '../support/session';

test.describe.configure({ mode: 'serial' });

/**
 * What the spec does to its journal, all in this month: six submissions; four
 * sent to review, of which three accepted (one then published) and one
 * rejected; one declined at the desk; one left waiting.
 */
const PLAN = { received: 6, accepted: 3, rejectedAfterReview: 1, deskRejected: 1, published: 1 };
const decided = PLAN.accepted + PLAN.rejectedAfterReview + PLAN.deskRejected; // 5
/** The shares as the section writes them in English (Intl percent, one decimal at most). */
const percent = (part: number, whole: number) =>
  new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(part / whole);
const ACCEPTANCE = percent(PLAN.accepted, decided); // 60%
const DESK_REJECTION = percent(PLAN.deskRejected, decided); // 20%

const now = new Date();
const THIS_MONTH = now.toISOString().slice(0, 7);
/** The month as the chart's table names it ("Dec 2026"; UTC, as the section formats it). */
const THIS_MONTH_LABEL = new Intl.DateTimeFormat('en', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}).format(now);

let journalId: number;
let author: Account;
/** The section's next version, as its team would publish it. */
const NEXT = '1.1.0-e2e';

const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

async function bearer(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/v1/auth/login', { data: account });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).access_token as string}` };
}

async function submit(request: APIRequestContext, headers: Record<string, string>, title: string) {
  const created = await request.post(`/api/v1/journals/${journalId}/manuscripts`, {
    headers,
    multipart: {
      title,
      abstract: 'Counted by the analytics e2e spec.',
      keywords: 'analytics',
      manuscript_type: 'research_article',
      'authors[0][first_name]': 'Ada',
      'authors[0][last_name]': author.name.split(' ')[1]!,
      'authors[0][email]': author.email,
      'authors[0][institution]': 'Institute of Counting',
      'authors[0][is_corresponding]': '1',
      'authors[0][author_order]': '1',
      submit: '1',
      manuscript_file: { name: 'counted.pdf', mimeType: 'application/pdf', buffer: pdf(title) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.id as number;
}

test.beforeAll(async ({ request }) => {
  const tag = runTag();
  const admin = await adminHeaders(request);
  const chief = await createAccount(request, admin, `Cora ${tag}count`, 'editor-in-chief');
  author = await createAccount(request, admin, `Ada ${tag}sum`, 'author');
  journalId = await createDoubleBlindJournal(request, admin, `Journal of Counted Things ${tag}`);
  await setEditorialTeam(request, admin, journalId, {
    editorsInChief: [chief],
    associateEditors: [],
  });

  const byAuthor = await bearer(request, author);
  const ids: number[] = [];
  for (let i = 0; i < PLAN.received; i += 1) {
    ids.push(await submit(request, byAuthor, `Counted manuscript ${i + 1} ${tag}`));
  }
  const byChief = await bearer(request, chief);
  const decide = async (id: number, data: Record<string, string>) => {
    const response = await request.post(`/api/v1/manuscripts/${id}/decisions`, {
      headers: byChief,
      data,
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  const [a1, a2, a3, r1, d1] = ids as [number, number, number, number, number];
  for (const id of [a1, a2, a3, r1]) await decide(id, { decision: 'send_to_review' });
  for (const id of [a1, a2, a3]) {
    await decide(id, { decision: 'accept', reason: 'The editors read it themselves.' });
  }
  await decide(r1, { decision: 'reject', letter: 'Out of scope after review.' });
  await decide(d1, { decision: 'decline', letter: 'Out of scope.' });
  await decide(a1, { decision: 'publish' });
  // ids[5] stays submitted: received, not decided.
});

test.afterAll(async ({ request }) => {
  // Other specs expect the section on its deployed build again.
  await registry(request, await adminToken(request)).reset('analytics');
});

const openAnalytics = async (page: Page) => {
  await signIn(page);
  await page.goto(`/analytics?journal=${journalId}`);
};

/** A figure card or a chart of the screen: a region named by its heading. */
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('the cards show the figures worked out by hand, and the API agrees', async ({
  page,
  request,
}) => {
  await openAnalytics(page);
  const acceptance = card(page, 'Acceptance rate');
  await expect(acceptance).toContainText(ACCEPTANCE);
  // Its definition names the counts it divides.
  await expect(acceptance).toContainText(`(${PLAN.accepted} of ${decided})`);
  const desk = card(page, 'Desk-rejection rate');
  await expect(desk).toContainText(DESK_REJECTION);
  await expect(desk).toContainText(`(${PLAN.deskRejected} of ${decided})`);

  // Five final decisions measured, four of them after review (all on the day of submission).
  const finalDecision = card(page, 'Days to final decision');
  await expect(finalDecision).toContainText(`${decided} measured`);
  await expect(finalDecision).toContainText(`${decided - PLAN.deskRejected} measured`);

  const response = await request.get('/api/v1/analytics/figures', {
    headers: await bearer(request, { email: 'admin@colophon.test', password: 'colophon-demo' }),
    params: { journal_id: journalId, from: THIS_MONTH, to: THIS_MONTH },
  });
  expect(response.status(), await response.text()).toBe(200);
  const figures = analyticsFiguresSchema.parse(((await response.json()) as { data: unknown }).data);
  expect(figures.scope.journal_ids).toEqual([journalId]);
  expect(figures.decisions).toMatchObject({
    decided,
    accepted: PLAN.accepted,
    rejected: PLAN.rejectedAfterReview + PLAN.deskRejected,
    desk_rejected: PLAN.deskRejected,
    acceptance_rate: PLAN.accepted / decided,
    desk_rejection_rate: PLAN.deskRejected / decided,
  });
  expect(figures.monthly).toEqual([
    { month: THIS_MONTH, received: PLAN.received, decided, published: PLAN.published },
  ]);
});

test('a chart’s table view and its CSV hold this month’s counts', async ({ page }) => {
  await openAnalytics(page);
  const chart = card(page, 'Submissions per month');
  await chart.getByText('Table', { exact: true }).click();
  const table = chart.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Month',
    'Received',
    'Decided',
    'Published',
  ]);
  // The month is the row's header; the counts are its cells.
  const row = table.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: THIS_MONTH_LABEL, exact: true }),
  });
  await expect(row.getByRole('cell')).toHaveText([
    String(PLAN.received),
    String(decided),
    String(PLAN.published),
  ]);

  const downloading = page.waitForEvent('download');
  await chart.getByRole('button', { name: /CSV/ }).click();
  const download = await downloading;
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split(/\r?\n/);
  expect(lines[0]).toBe('Month,Received,Decided,Published');
  expect(lines).toContain(`${THIS_MONTH},${PLAN.received},${decided},${PLAN.published}`);
});

/** Signs a staff account in on a fresh browser context and opens the analytics section. */
async function analyticsAs(browser: Browser, account: Account) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  await page.goto('/analytics');
  return page;
}

test('a canary serves another version of the section to its cohort; rollback brings everyone back', async ({
  browser,
  request,
}) => {
  // Builds a release of the section: three times the usual time (180 s), like releases.spec.
  test.slow();
  // The build this run serves is the first release; a second build is the next one.
  const stable = publishBuilt('mf-analytics');
  publish('mf-analytics', NEXT);
  const admin = await adminHeaders(request);
  const { inside, outside } = await cohortPair('analytics', 50, (i) =>
    createAccount(request, admin, `Cohort Analyst ${i}`, 'admin'),
  );
  const control = registry(request, await adminToken(request));
  await control.promote('analytics', stable);
  await control.canary('analytics', NEXT, 50);

  const pageIn = await analyticsAs(browser, inside);
  const pageOut = await analyticsAs(browser, outside);
  await expect(sectionVersion(pageIn)).toHaveText(`mf_analytics v${NEXT}`);
  await expect(sectionVersion(pageOut)).toHaveText(`mf_analytics v${stable}`);
  await expect(card(pageIn, 'Acceptance rate')).toBeVisible();

  const rollback = await request.post('/api/v1/remotes/analytics/rollback', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(rollback.status()).toBe(200);
  for (const page of [pageIn, pageOut]) await page.reload();
  await expect(sectionVersion(pageIn)).toHaveText(`mf_analytics v${stable}`);
  await expect(sectionVersion(pageOut)).toHaveText(`mf_analytics v${stable}`);
  for (const page of [pageIn, pageOut]) await page.context().close();
});

test('an author has no Analytics entry, and /analytics shows the access screen', async ({
  page,
}) => {
  await signIn(page, author);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: /Dashboard/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Analytics/ })).toHaveCount(0);
  await page.goto('/analytics');
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page" }),
  ).toBeVisible();
});
