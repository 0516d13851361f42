// Peer review end to end, in the panel (issue 14): an author submits; the
// editor-in-chief names an associate editor as handling editor and sends the
// manuscript to review; the associate invites reviewers; they accept and
// review; the associate recommends; the editor-in-chief asks for revisions
// with a letter; the author reads it and uploads a revision; round 2; the
// reviewer reviews again; the editor-in-chief accepts and publishes. After each
// step the editorial queue shows the manuscript in its stage. Every step goes
// through the UI; the API only makes a second reviewer account (setup).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';
import { ADMIN, DEMO_PASSWORD, signIn, uniqueEmail } from '../support/session';
import { openedDialog } from '../support/motion';
import { chooseOption } from '../support/select';

const BASE_URL = `http://localhost:${E2E_PORTS.host}`;
const account = (who: string) => ({ email: `${who}@colophon.test`, password: DEMO_PASSWORD });
const AUTHOR = account('author');
const EDITOR = account('editor');
const ASSOCIATE = account('associate');
const REVIEWER = account('reviewer');

/** A small but real PDF (the API checks the first bytes). */
const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

async function signedIn(browser: Browser, who: { email: string; password: string }) {
  // UTC: the publication date below is shown as the day it was given.
  const context = await browser.newContext({ baseURL: BASE_URL, timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

/** Setup, not part of the journey: a second account holding only the reviewer role. */
async function secondReviewer(request: APIRequestContext, name: string) {
  const login = await request.post('/api/v1/auth/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).access_token as string}` };
  const who = { email: uniqueEmail('second-reviewer'), password: DEMO_PASSWORD };
  const created = await request.post('/api/v1/users', {
    headers,
    data: { name, ...who, roles: ['reviewer'] },
  });
  expect(created.status()).toBe(201);
  return who;
}

/** A workflow button: its name is the icon's label, then the action. */
const stepButton = (page: Page, action: string) =>
  page.getByRole('button', { name: new RegExp(`^(\\S+ )?${action}$`) });

/**
 * The queue (as `page`'s user), filtered to one stage and newest submission
 * first: the manuscript's row is there, with the stage's label.
 */
async function expectInQueue(page: Page, title: string, stage: string, label: string) {
  await page.goto(`/editorial-queue?stage=${stage}&sort=submission_date&direction=desc`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row).toBeVisible();
  await expect(row.getByText(label, { exact: true })).toBeVisible();
  return row;
}

/** Opens the manuscript's Reviews tab. */
async function reviewsTab(page: Page, id: string) {
  await page.goto(`/manuscripts/${id}?tab=reviews`);
  await expect(page.getByRole('tab', { name: /Reviews/, selected: true })).toBeVisible();
}

/** On Review Assignments, finds the manuscript with the search box and accepts the invitation. */
async function acceptInvitation(page: Page, title: string) {
  await page.goto('/reviews?status=invited');
  const search = page.getByLabel('Search review assignments');
  await search.fill(title);
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Accept/ }).click();
  await expect(page.getByText('Invitation accepted')).toBeVisible();
}

interface ReviewText {
  recommendation: string;
  stars: number;
  content: string;
  confidential: string;
  file?: string;
}

/** From Review Assignments' "Write review" link: the whole review form, sent. */
async function writeReview(page: Page, title: string, review: ReviewText) {
  await page.goto('/reviews?status=accepted');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('link', { name: /Write review/ }).click();
  const dialog = await openedDialog(page);
  await expect(dialog.getByText(/^Review of MS-\d+$/)).toBeVisible();
  await chooseOption(page, dialog.getByLabel('Recommendation'), review.recommendation);
  await dialog
    .locator('.ant-rate-star')
    .nth(review.stars - 1)
    .click();
  await dialog.getByLabel('Review', { exact: true }).fill(review.content);
  await dialog.getByLabel('Confidential comments to the editor').fill(review.confidential);
  if (review.file) {
    await dialog.locator('#review-file').setInputFiles({
      name: review.file,
      mimeType: 'application/pdf',
      buffer: pdf(review.content),
    });
    await expect(dialog.getByText(review.file)).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Send Review' }).click();
  await expect(page.getByText('Review added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The associate editor invites reviewers from the Reviews tab, found by name. */
async function inviteReviewers(page: Page, id: string, names: string[]) {
  await reviewsTab(page, id);
  await page.getByRole('button', { name: /Invite Reviewers/ }).click();
  const dialog = await openedDialog(page);
  for (const name of names) {
    const search = dialog.getByLabel('Search reviewers');
    await search.fill(name);
    await search.press('Enter');
    const pick = dialog.getByRole('checkbox', { name: `Invite ${name}` });
    await pick.check();
    await expect(pick).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(
    page.getByText(names.length === 1 ? '1 invitation sent' : `${names.length} invitations sent`),
  ).toBeVisible();
  for (const name of names) {
    const row = page.getByTestId('review-round').first().getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Invited')).toBeVisible();
  }
}

test('peer review from submission to publication, with the queue at every step', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now();
  const title = `Tidal rhythms of estuary diatoms ${stamp}`;
  const secondName = `Sefa Second ${stamp}`;
  const second = await secondReviewer(request, secondName);

  // ── The author submits ────────────────────────────────────────────────────
  const author = await signedIn(browser, AUTHOR);
  await author.goto('/manuscripts/create');
  await author.getByLabel('Title', { exact: true }).fill(title);
  await author.getByLabel('Abstract').fill('Diatom blooms follow the tides of the estuary.');
  const journalOption = author.locator(
    '.ant-select-item-option:not(.ant-select-item-option-disabled)',
  );
  // The options arrive with the journals query: pick again until the placeholder gives way.
  await expect(async () => {
    await author.getByLabel('Journal').click();
    await journalOption.first().click();
    await expect(author.getByText('Select a journal')).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await author.getByLabel('Keywords').fill('diatoms, estuaries, tides');
  await author.locator('#authors-0-first_name').fill('Aziz');
  await author.locator('#authors-0-last_name').fill('Author');
  await author.locator('#authors-0-email').fill('author@colophon.test');
  await author.locator('#authors-0-institution').fill('Colophon University');
  await author.locator('#manuscript-file').setInputFiles({
    name: 'diatoms.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(title),
  });
  await expect(author.getByText('diatoms.pdf')).toBeVisible();
  await author.getByRole('button', { name: 'Submit Manuscript' }).click();
  await expect(author.getByText('Manuscript created successfully')).toBeVisible();
  await author.goto('/submissions');
  const link = author.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  const id = (await link.getAttribute('href'))!.split('/').pop()!;

  // ── The editor-in-chief: new submission → handling editor → review ────────
  const editor = await signedIn(browser, EDITOR);
  const fresh = await expectInQueue(editor, title, 'new_submissions', 'New submissions');
  await expect(fresh.getByText('Unassigned')).toBeVisible();
  await fresh.getByRole('link', { name: title }).click();
  await expect(editor.getByRole('heading', { name: title })).toBeVisible();
  await chooseOption(editor, editor.getByLabel('Handling editor'), 'Arjun Associate');
  await expect(editor.getByText('Handling editor updated')).toBeVisible();
  await stepButton(editor, 'Send to Review').click();
  let dialog = await openedDialog(editor);
  await dialog.getByLabel('Notes').fill('Arjun handles this one.');
  await dialog.getByRole('button', { name: 'Send to Review', exact: true }).click();
  await expect(editor.getByText('Status changed to Under Review')).toBeVisible();
  const awaiting = await expectInQueue(editor, title, 'awaiting_reviewers', 'Awaiting reviewers');
  await expect(awaiting.getByText('Arjun Associate')).toBeVisible();

  // ── The associate editor finds it as theirs and invites two reviewers ─────
  const associate = await signedIn(browser, ASSOCIATE);
  await associate.goto(
    '/editorial-queue?assigned=me&stage=awaiting_reviewers&sort=submission_date&direction=desc',
  );
  await expect(associate.getByRole('link', { name: title })).toBeVisible();
  await inviteReviewers(associate, id, ['Rosa Reviewer', secondName]);

  // ── The reviewers accept; the queue follows ───────────────────────────────
  const reviewer = await signedIn(browser, REVIEWER);
  await acceptInvitation(reviewer, title);
  await expectInQueue(editor, title, 'awaiting_reviewers', 'Awaiting reviewers');
  const reviewer2 = await signedIn(browser, second);
  await acceptInvitation(reviewer2, title);
  await expectInQueue(editor, title, 'reviews_in_progress', 'Reviews in progress');

  // ── Both review (round 1); the first attaches a file ──────────────────────
  await writeReview(reviewer, title, {
    recommendation: 'Minor revisions',
    stars: 4,
    content: 'The sampling is sound; the tide tables need a source.',
    confidential: 'The second figure looks reused from their 2021 paper.',
    file: 'annotated-diatoms.pdf',
  });
  await expectInQueue(editor, title, 'reviews_in_progress', 'Reviews in progress');
  await writeReview(reviewer2, title, {
    recommendation: 'Minor revisions',
    stars: 3,
    content: 'Please add the salinity measurements.',
    confidential: 'Solid, but not groundbreaking.',
  });
  await expectInQueue(editor, title, 'reviews_complete', 'Reviews complete');

  // ── The associate editor reads the round and recommends minor revisions ──
  await reviewsTab(associate, id);
  const round1 = associate.getByTestId('review-round').first();
  await expect(
    round1.getByText('The second figure looks reused from their 2021 paper.'),
  ).toBeVisible();
  await expect(round1.getByRole('button', { name: /annotated-diatoms\.pdf/ })).toBeVisible();
  await stepButton(associate, 'Recommend').click();
  dialog = await openedDialog(associate);
  await dialog.getByRole('radio', { name: 'Minor revisions' }).check();
  await dialog.getByLabel('Notes to the editor-in-chief').fill('Both reviewers agree: minor.');
  await dialog.getByRole('button', { name: 'Record Recommendation' }).click();
  await expect(associate.getByText('Recommendation recorded')).toBeVisible();

  // ── The editor-in-chief requests revisions; the letter is required ───────
  await editor.goto(`/manuscripts/${id}?tab=reviews`);
  await expect(
    // The name is a bidi-isolated value inside the sentence (U+2068 … U+2069).
    editor.getByText('\u2068Arjun Associate\u2069 recommends: Minor revisions').first(),
  ).toBeVisible();
  await stepButton(editor, 'Request Revision').click();
  dialog = await openedDialog(editor);
  await dialog.getByRole('button', { name: 'Request Revision', exact: true }).click();
  await expect(dialog.getByText('A decision letter to the author is required')).toBeVisible();
  const letter = 'Dear Aziz, please cite the tide tables and add the salinity data.';
  await dialog.getByLabel('Notes').fill(letter);
  await dialog.getByRole('button', { name: 'Request Revision', exact: true }).click();
  await expect(editor.getByText('Status changed to Revision Requested')).toBeVisible();

  // ── The author reads the letter and uploads a revision ───────────────────
  await author.goto(`/manuscripts/${id}`);
  await expect(author.getByText(letter)).toBeVisible();
  // Confidential comments and recommendations never reach the author.
  await author.getByRole('tab', { name: /Reviews/ }).click();
  await expect(author.getByText('Please add the salinity measurements.')).toBeVisible();
  await expect(author.getByText('Solid, but not groundbreaking.')).toHaveCount(0);
  await expect(author.getByText(/recommends/)).toHaveCount(0);
  await author.getByRole('button', { name: 'Upload Revision' }).first().click();
  dialog = await openedDialog(author);
  await dialog.locator('#revision-file').setInputFiles({
    name: 'diatoms-v2.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(`${title} v2`),
  });
  await expect(dialog.getByText('diatoms-v2.pdf')).toBeVisible();
  await dialog.getByLabel('Summary of changes').fill('Cited the tide tables; added salinity.');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(author.getByText('Revision v2 uploaded successfully')).toBeVisible();
  await expectInQueue(editor, title, 'revisions_submitted', 'Revisions submitted');

  // ── Round 2: back to review, the reviewer reviews again ──────────────────
  await editor.goto(`/manuscripts/${id}`);
  await stepButton(editor, 'Send to Review').click();
  dialog = await openedDialog(editor);
  await dialog.getByRole('button', { name: 'Send to Review', exact: true }).click();
  await expect(editor.getByText('Status changed to Under Review')).toBeVisible();
  await expectInQueue(editor, title, 'awaiting_reviewers', 'Awaiting reviewers');
  await inviteReviewers(associate, id, ['Rosa Reviewer']);
  await expect(associate.getByTestId('review-round')).toHaveCount(2);
  await acceptInvitation(reviewer, title);
  await writeReview(reviewer, title, {
    recommendation: 'Accept',
    stars: 5,
    content: 'All points addressed.',
    confidential: 'Ready to go.',
  });

  // ── The editor-in-chief accepts, seeing round 2's review first ───────────
  await editor.goto(`/manuscripts/${id}`);
  await stepButton(editor, 'Accept').click();
  dialog = await openedDialog(editor);
  const summary = dialog.getByTestId('accept-summary');
  await expect(summary.getByText('Reviews of round 2')).toBeVisible();
  await expect(summary.getByText('Rosa Reviewer')).toBeVisible();
  await expect(summary.getByText('Accept', { exact: true })).toBeVisible();
  // A review is complete: no reason is asked for.
  await expect(dialog.getByLabel(/Reason for accepting/)).toHaveCount(0);
  await dialog.getByLabel('Notes').fill('Accepted for the spring issue.');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(editor.getByText('Status changed to Accepted')).toBeVisible();
  await expectInQueue(editor, title, 'accepted', 'Accepted, awaiting publication');

  // ── … and publishes with a date and a DOI (checked at the field) ─────────
  await editor.goto(`/manuscripts/${id}`);
  await stepButton(editor, 'Publish').click();
  dialog = await openedDialog(editor);
  await dialog.getByLabel('Publication date').fill('2026-12-01');
  const doi = dialog.getByLabel('DOI (optional)');
  await doi.fill('doi:estuary');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(doi).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('#workflow-doi-error')).toBeVisible();
  await doi.fill(`10.5555/colophon.${id}`);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByText('Status changed to Published')).toBeVisible();
  await expect(editor.getByRole('link', { name: `10.5555/colophon.${id}` })).toBeVisible();
  await expect(editor.getByText('Dec 1, 2026').first()).toBeVisible();

  // Published: it left the queue.
  await editor.goto('/editorial-queue?sort=submission_date&direction=desc');
  await expect(editor.getByRole('table')).toBeVisible();
  await expect(editor.getByRole('link', { name: title })).toHaveCount(0);

  for (const page of [author, editor, associate, reviewer, reviewer2]) await page.context().close();
});
