// The steps of the peer-review journey as each role takes them in the panel.
import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_PORTS } from './ports';
import { openedDialog } from './motion';
import { chooseOption } from './select';
import { signIn } from './session';

const BASE_URL = `http://localhost:${E2E_PORTS.host}`;

/** A small but real PDF (the API checks the first bytes). */
export const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** A browser of its own for one account, signed in. */
export async function signedIn(browser: Browser, who: { email: string; password: string }) {
  // UTC: the publication date is shown as the day it was given.
  const context = await browser.newContext({ baseURL: BASE_URL, timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

/** A workflow button: its name is the icon's label, then the action. */
export const stepButton = (page: Page, action: string) =>
  page.getByRole('button', { name: new RegExp(`^(\\S+ )?${action}$`) });

/**
 * The queue (as `page`'s user), filtered to one stage and newest submission
 * first: the manuscript's row is there, with the stage's label.
 */
export async function expectInQueue(page: Page, title: string, stage: string, label: string) {
  await page.goto(`/editorial-queue?stage=${stage}&sort=submission_date&direction=desc`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row).toBeVisible();
  await expect(row.getByText(label, { exact: true })).toBeVisible();
  return row;
}

/** Opens the manuscript's Reviews tab. */
export async function reviewsTab(page: Page, id: number) {
  await page.goto(`/manuscripts/${id}?tab=reviews`);
  await expect(page.getByRole('tab', { name: /Reviews/, selected: true })).toBeVisible();
}

/** On Review Assignments, finds the manuscript with the search box and accepts the invitation. */
export async function acceptInvitation(page: Page, title: string) {
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

export interface ReviewText {
  recommendation: string;
  stars: number;
  content: string;
  confidential: string;
  file?: string;
}

/** From Review Assignments' "Write review" link: the whole review form, sent. */
export async function writeReview(page: Page, title: string, review: ReviewText) {
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

/** The handling editor invites reviewers from the Reviews tab, found by name. */
export async function inviteReviewers(page: Page, id: number, names: string[]) {
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

/** The author fills the submission form for `journal` and submits; returns the new id. */
export async function submitManuscript(
  page: Page,
  manuscript: {
    title: string;
    journal: string;
    author: { firstName: string; lastName: string; email: string };
    fileName: string;
  },
) {
  await page.goto('/manuscripts/create');
  await page.getByLabel('Title', { exact: true }).fill(manuscript.title);
  await page.getByLabel('Abstract').fill('Diatom blooms follow the tides of the estuary.');
  // Typing filters the journals to the one of this run.
  const journal = page.getByLabel('Journal');
  await journal.fill(manuscript.journal);
  await chooseOption(page, journal, manuscript.journal);
  await page.getByLabel('Keywords').fill('diatoms, estuaries, tides');
  await page.locator('#authors-0-first_name').fill(manuscript.author.firstName);
  await page.locator('#authors-0-last_name').fill(manuscript.author.lastName);
  await page.locator('#authors-0-email').fill(manuscript.author.email);
  await page.locator('#authors-0-institution').fill('Colophon University');
  await page.locator('#manuscript-file').setInputFiles({
    name: manuscript.fileName,
    mimeType: 'application/pdf',
    buffer: pdf(manuscript.title),
  });
  await expect(page.getByText(manuscript.fileName)).toBeVisible();
  await page.getByRole('button', { name: 'Submit Manuscript' }).click();
  await expect(page.getByText('Manuscript created successfully')).toBeVisible();
  await page.goto('/submissions');
  const link = page.getByRole('link', { name: manuscript.title });
  await expect(link).toBeVisible();
  return Number((await link.getAttribute('href'))!.split('/').pop());
}

/** Screenshots at the journey's key steps when JOURNEY_SHOTS_DIR names a folder (for a human to look at). */
export async function keyShot(page: Page, name: string) {
  const dir = process.env.JOURNEY_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
