// A panel made for each role: the sidebar shows exactly the screens a
// role may use (from the sections' registry entries), the dashboard shows that
// role's parts, and a direct URL to a screen the role may not use shows the
// access screen with a way back instead of a list or form that would fail.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../support/session';

const account = (user: string) => ({ email: `${user}@colophon.test`, password: DEMO_PASSWORD });

/** The roles whose sidebar shows a registry entry (null: everyone), read from its section's manifest. */
function entryRoles(section: string, entryPath: string): string[] | null {
  const manifest = JSON.parse(
    readFileSync(path.join(__dirname, '..', '..', section, 'section.json'), 'utf8'),
  ) as { nav: { path: string; roles?: string[] | null; sidebar_roles?: string[] }[] };
  const entry = manifest.nav.find((item) => item.path === entryPath);
  return entry?.sidebar_roles ?? entry?.roles ?? null;
}

/** The sidebar a role should have: every entry, less those whose roles leave it out. */
function sidebarFor(role: string): string[] {
  const shows = (section: string, entryPath: string) => {
    const roles = entryRoles(section, entryPath);
    return roles === null || roles.includes(role);
  };
  // A reviewer's work comes first in their group: Review Assignments before My Submissions.
  const work: [string, boolean][] = [
    ['/submissions', true],
    ['/reviews', role !== 'author'],
  ];
  const entries: [string, boolean][] = [
    ['/dashboard', true],
    ['/analytics', shows('mf-analytics', '/analytics')],
    ['/journals', shows('mf-journals', '/journals')],
    ['/manuscripts', shows('mf-manuscripts', '/manuscripts')],
    ['/categories', shows('mf-categories', '/categories')],
    ['/tags', shows('mf-categories', '/tags')],
    ...(role === 'reviewer' ? [...work].reverse() : work),
    ['/editorial-queue', !['author', 'reviewer'].includes(role)],
    ['/users', ['admin', 'super-admin'].includes(role)],
    ['/profile', true],
    ['/settings', true],
    // The administrators' tools (the system group, after Settings).
    ['/letter-templates', ['admin', 'super-admin'].includes(role)],
    ['/outbox', ['admin', 'super-admin'].includes(role)],
  ];
  return entries.filter(([, shown]) => shown).map(([to]) => to);
}

const sidebarLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

const ROLES = [
  {
    user: 'admin',
    role: 'admin',
    since: /^Admin since/,
    parts: ['Total Manuscripts', 'Manuscripts by Status'],
    absent: ['Editorial Queue', 'My Reviews', 'My Submissions'],
  },
  {
    user: 'editor',
    role: 'editor-in-chief',
    since: /^Member since/,
    parts: ['Decisions due', 'Awaiting reviewers'],
    absent: ['Total Manuscripts', 'My Reviews'],
  },
  {
    user: 'associate',
    role: 'associate-editor',
    since: /^Member since/,
    parts: ['Assigned to me', 'Reviews complete'],
    // Only the editor-in-chief decides.
    absent: ['Total Manuscripts', 'My Reviews', 'Decisions due'],
  },
  {
    user: 'reviewer',
    role: 'reviewer',
    since: /^Member since/,
    parts: ['Open invitations', 'Reviews due'],
    absent: ['Total Manuscripts', 'Decisions due'],
  },
  {
    user: 'author',
    role: 'author',
    since: /^Member since/,
    parts: ['By status', 'Open My Submissions'],
    absent: ['Total Manuscripts', 'Decisions due', 'Open invitations'],
  },
];

for (const { user, role, since, parts, absent } of ROLES) {
  test(`${role}: the sidebar and the dashboard are made for the role`, async ({ page }) => {
    await signIn(page, account(user));
    await expect.poll(() => sidebarLinks(page)).toEqual(sidebarFor(role));
    const main = page.locator('#main-content');
    await expect(main.getByText(/^Welcome back, .+!$/)).toBeVisible();
    await expect(main.getByText(since)).toBeVisible();
    for (const text of parts) await expect(main.getByText(text).first()).toBeVisible();
    for (const text of absent) await expect(main.getByText(text, { exact: true })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    // No server text left in English placeholders.
    await expect(main.getByText('#?')).toHaveCount(0);
  });
}

test('an editor’s queue figure opens the editorial queue with its filter set', async ({ page }) => {
  await signIn(page, account('editor'));
  await page
    .locator('#main-content')
    .getByRole('link', { name: /^Decisions due: / })
    .click();
  await expect(page).toHaveURL(/\/editorial-queue\?.*stage=reviews_complete/);
  await expect(page.getByText("You don't have access to this page")).toHaveCount(0);
});

test('an author opening /users or /categories/create gets the access screen with a way back', async ({
  page,
}) => {
  await signIn(page, account('author'));
  for (const url of ['/users', '/categories/create']) {
    await page.goto(url);
    await expect(
      page.getByRole('heading', { name: "You don't have access to this page" }),
    ).toBeVisible();
    // Never a failing list or a form the API would refuse.
    await expect(page.getByText('Failed to fetch users')).toHaveCount(0);
    await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to Categories' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('link', { name: 'Add Category' })).toHaveCount(0);

  await page.goto('/users');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an associate editor opening /users gets the access screen, in German too', async ({
  page,
}) => {
  await signIn(page, account('associate'));
  await page.goto('/users');
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page" }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(
    page.getByRole('heading', { name: 'Sie haben keinen Zugriff auf diese Seite' }),
  ).toBeVisible();
});
