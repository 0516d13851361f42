import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, EDITOR, sentToReviewByEditor } from '../../support/api-access';
import { ADMIN, DEMO_PASSWORD, signIn, uniqueEmail } from '../../support/session';

// The peer-review screens on a 390×844 phone: the manuscript detail with its
// review rounds, Review Assignments and the editorial queue fit the screen's
// width (a table folds into cards or scrolls in its own box, never the page),
// and their actions are on screen without a sideways swipe.
test.use({ viewport: { width: 390, height: 844 } });

/** Screenshots for a person to look at (kept outside the test's output). */
const SHOTS = process.env.H4_SHOTS_DIR ?? '/tmp/shots44';

/**
 * The page never scrolls sideways, nor is it shrunk to fit: a phone's browser zooms a page
 * wider than its screen out until it fits, and then reports the wider width as its own
 * (`innerWidth`), so the width compared with is the screen's as the test set it.
 */
async function expectNoSidewaysScroll(page: Page) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** A new account holding only the reviewer role, made by an administrator. */
async function newReviewer(request: APIRequestContext, name: string) {
  const account = { email: uniqueEmail('phone-reviewer'), password: DEMO_PASSWORD };
  const created = await request.post('/api/v1/users', {
    headers: await authHeader(request, ADMIN),
    data: { name, ...account, roles: ['reviewer'] },
  });
  expect(created.status()).toBe(201);
  return { ...account, id: (await created.json()).data.id as number };
}

let manuscriptId: number;
let reviewer: { email: string; password: string; id: number };

test.beforeAll(async ({ request }) => {
  mkdirSync(SHOTS, { recursive: true });
  // A round with two live invitations: the editor may cancel each, the reviewer answer.
  reviewer = await newReviewer(request, 'Parveen Phone-Reviewer');
  const second = await newReviewer(request, 'Bartholomew Longname-Reviewer');
  const manuscript = await sentToReviewByEditor(request);
  manuscriptId = manuscript.id;
  for (const { id } of [reviewer, second]) {
    const invited = await request.post(`/api/v1/manuscripts/${manuscriptId}/invitations`, {
      headers: manuscript.headers,
      data: { reviewer_id: id },
    });
    expect(invited.status(), await invited.text()).toBe(201);
  }
});

test('the manuscript detail with its review round fits a phone; Cancel invitation is in reach', async ({
  page,
}) => {
  await signIn(page, EDITOR);
  await page.goto(`/manuscripts/${manuscriptId}?tab=reviews`);
  const round = page.getByTestId('review-round').first();
  await expect(round).toBeVisible();
  await expect(round.getByText('Parveen Phone-Reviewer')).toBeVisible();
  const cancel = round.getByRole('button', { name: 'Cancel invitation' }).first();
  await cancel.scrollIntoViewIfNeeded();
  await expect(cancel).toBeInViewport({ ratio: 1 });
  // The round stays inside its card.
  const card = await round.boundingBox();
  expect(card!.x + card!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/phone-manuscript-detail.png`, fullPage: true });
});

test('Review Assignments shows status, due date, Accept and Decline on a phone', async ({
  page,
}) => {
  await signIn(page, reviewer);
  await page.goto('/reviews');
  const row = page.locator('main tr').filter({ hasText: new RegExp(`MS-${manuscriptId}\\b`) });
  await expect(row.getByText('Invited')).toBeInViewport();
  await expect(row.getByText(/^Due:/)).toBeInViewport();
  await expect(row.getByRole('button', { name: /Accept/ })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('button', { name: /Decline/ })).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/phone-review-assignments.png`, fullPage: true });

  // Every status filter, "Declined" the last, is reachable: a select on a phone.
  await page.getByRole('combobox', { name: 'Filter by assignment status' }).click();
  const declined = page.locator('.ant-select-item-option[title="Declined"]');
  await expect(declined).toBeInViewport({ ratio: 1 });
  await declined.click();
  await expect(page).toHaveURL(/status=declined/);
  await expectNoSidewaysScroll(page);
});

test('the editorial queue fits a phone', async ({ page }) => {
  await signIn(page, EDITOR);
  await page.goto('/editorial-queue');
  await expect(page.getByRole('heading', { name: 'Editorial Queue' })).toBeVisible();
  await expect(page.locator('main table, main [role="list"]').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/phone-editorial-queue.png`, fullPage: true });
});
