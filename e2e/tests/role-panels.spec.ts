// Each role's panel as a newcomer meets it: an author's and a reviewer's
// sidebar leads with their own work and carries no management entries, their
// dashboards offer their own desk; in Urdu the bell's unread badge sits on the
// bell, clear of the theme toggle beside it.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, sentToReviewByEditor } from '../support/api-access';
import { ADMIN, DEMO_PASSWORD, signIn, uniqueEmail } from '../support/session';

/** Screenshots for a person to look at (kept outside the test's output). */
const SHOTS = process.env.H4_SHOTS_DIR ?? '/tmp/shots44';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const account = (user: string) => ({ email: `${user}@colophon.test`, password: DEMO_PASSWORD });

/** The sidebar's links, in order. */
const sidebarLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

const MANAGEMENT = ['/journals', '/categories', '/tags', '/users', '/manuscripts'];

for (const { user, work, card } of [
  { user: 'author', work: '/submissions', card: 'My Submissions' },
  { user: 'reviewer', work: '/reviews', card: 'Review Assignments' },
]) {
  test(`the ${user}'s sidebar leads with their work and their dashboard offers their desk`, async ({
    page,
  }) => {
    await signIn(page, account(user));
    await expect.poll(async () => (await sidebarLinks(page))[1]).toBe(work);
    const links = await sidebarLinks(page);
    for (const path of MANAGEMENT) expect(links).not.toContain(path);
    const main = page.locator('#main-content');
    await expect(main.getByRole('link', { name: new RegExp(`^${card}`) }).first()).toBeVisible();
    await expect(main.getByText('Browse and manage all submissions')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/${user}-dashboard.png`, fullPage: true });
  });
}

/** A new reviewer with one invitation waiting: their bell has an unread notification. */
async function invitedReviewer(request: APIRequestContext) {
  const login = { email: uniqueEmail('urdu-reviewer'), password: DEMO_PASSWORD };
  const created = await request.post('/api/v1/users', {
    headers: await authHeader(request, ADMIN),
    data: { name: 'Zara Urdu-Reviewer', ...login, roles: ['reviewer'] },
  });
  expect(created.status()).toBe(201);
  const manuscript = await sentToReviewByEditor(request);
  const invited = await request.post(`/api/v1/manuscripts/${manuscript.id}/invitations`, {
    headers: manuscript.headers,
    data: { reviewer_id: (await created.json()).data.id },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return login;
}

test('in Urdu the bell’s unread badge stays on the bell, clear of the theme toggle', async ({
  page,
  request,
}) => {
  await signIn(page, await invitedReviewer(request));
  await page.evaluate(() => localStorage.setItem('colophon.language', 'ur'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const header = page.locator('header').first();
  // The bell's name carries the count, in Urdu.
  const bell = header.getByRole('button', { name: /^اطلاعات، \d+ غیر پڑھی ہوئی$/ });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  const badge = header.locator('.ant-badge:has(button[aria-haspopup="dialog"]) .ant-badge-count');
  await expect(badge).toBeVisible();
  const toggle = header.getByRole('button', { name: /^تھیم: / });
  await expect(toggle).toBeVisible();
  // The count zooms in (antd's motion) and the Urdu font may still be arriving: measure once
  // the fonts are in and the badge's box holds still from one frame to the next. (Read mid-zoom,
  // the box is the count's centre, which once put its left edge past the bell's middle.)
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(async () => {
      const before = JSON.stringify(await badge.boundingBox());
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
      return before === JSON.stringify(await badge.boundingBox());
    })
    .toBe(true);
  const [badgeBox, toggleBox, bellBox] = await Promise.all([
    badge.boundingBox(),
    toggle.boundingBox(),
    bell.boundingBox(),
  ]);
  const overlap = (a: typeof badgeBox, b: typeof badgeBox) =>
    a!.x < b!.x + b!.width &&
    b!.x < a!.x + a!.width &&
    a!.y < b!.y + b!.height &&
    b!.y < a!.y + a!.height;
  expect(overlap(badgeBox, toggleBox)).toBe(false);
  // On the bell's own inline-end corner: its left, in right to left.
  expect(overlap(badgeBox, bellBox)).toBe(true);
  expect(badgeBox!.x).toBeLessThan(bellBox!.x + bellBox!.width / 2);
  await header.screenshot({ path: `${SHOTS}/urdu-top-bar.png` });
});
