import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, signIn } from '../support/session';

// Lists sort by the API with the order in the URL (aria-sort on the
// column), and a save lands on its list, latest first, the row highlighted
// and announced. An author's save lands on My Submissions.

const AUTHOR = { email: 'author@colophon.test', password: DEMO_PASSWORD };
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/v1/auth/login', { data: account });
  expect(res.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).access_token as string}` };
}

async function createJournal(request: APIRequestContext, title: string) {
  const res = await request.post('/api/v1/journals', {
    data: { title, description: 'Made by the list sorting e2e spec.' },
    headers: await tokenOf(request, ADMIN),
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { id: number; title: string };
}

const rows = (page: Page) => page.locator('main .ant-table-tbody tr.ant-table-row');
const column = (page: Page, name: string) =>
  page.locator('main thead th').filter({ hasText: new RegExp(`^${name}$`) });
const liveRegion = (page: Page) => page.locator('.colophon-list-status');

test('journals sort by the API from the column headers, the order kept in the URL', async ({
  page,
}) => {
  const prefix = `E2E Sorted ${stamp()}`;
  for (const letter of ['B', 'a', 'C']) await createJournal(page.request, `${prefix} ${letter}`);
  await signIn(page);
  await page.goto(`/journals?search=${encodeURIComponent(prefix)}`);
  await expect(rows(page)).toHaveCount(3);
  // The default order is by title, A to Z whatever the case.
  await expect(column(page, 'Title')).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).locator('td:first-child')).toHaveText([
    `${prefix} a`,
    `${prefix} B`,
    `${prefix} C`,
  ]);

  const sorted = page.waitForRequest(
    (r) => r.url().includes('/api/v1/journals?') && r.url().includes('sort=title&direction=desc'),
  );
  await column(page, 'Title').click();
  await sorted;
  await expect(page).toHaveURL(/sort=title&direction=desc/);
  await expect(column(page, 'Title')).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).locator('td:first-child')).toHaveText([
    `${prefix} C`,
    `${prefix} B`,
    `${prefix} a`,
  ]);

  // A date starts newest first; the export carries the same order.
  await column(page, 'Updated').click();
  await expect(page).toHaveURL(/sort=updated_at&direction=desc/);
  await expect(column(page, 'Updated')).toHaveAttribute('aria-sort', 'descending');
  await expect(column(page, 'Title')).not.toHaveAttribute('aria-sort');
  await expect(rows(page).first().locator('td:first-child')).toHaveText(`${prefix} C`);

  // Reloading keeps the order (it is in the URL).
  await page.reload();
  await expect(column(page, 'Updated')).toHaveAttribute('aria-sort', 'descending');
});

test('an edited journal lands on the list latest first, highlighted and announced', async ({
  page,
}) => {
  const journal = await createJournal(page.request, `E2E Landing ${stamp()}`);
  // Others come after it, so without the landing order it would not be first.
  await createJournal(page.request, `E2E Landing later ${stamp()}`);
  await signIn(page);
  await page.goto(`/journals/${journal.id}/edit`);
  const form = page.getByRole('form');
  const renamed = `${journal.title} renamed`;
  await form.getByLabel('Title', { exact: true }).fill(renamed);
  await form.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('Journal updated successfully')).toBeVisible();
  const row = rows(page).first();
  await expect(row.locator('td:first-child')).toHaveText(renamed);
  await expect(row).toHaveClass(/colophon-row-saved/);
  await expect(liveRegion(page)).toHaveText(`Saved: ${renamed}`);
  await expect(column(page, 'Updated')).toHaveAttribute('aria-sort', 'descending');
  // The highlight was read once and dropped from the URL; the order stays.
  await expect(page).toHaveURL(/\/journals\?sort=updated_at&direction=desc$/);
});

test("an author's edited draft lands on My Submissions, highlighted", async ({ page }) => {
  const headers = await tokenOf(page.request, AUTHOR);
  const journals = await page.request.get('/api/v1/journals', {
    params: { page: 1, per_page: 100, status: 'active', is_active: 'true' },
    headers,
  });
  const open = ((await journals.json()).data as { id: number }[])[0]!;
  const title = `E2E Draft ${stamp()}`;
  // A draft may be saved without its file (an author may not have it yet).
  const created = await page.request.post(`/api/v1/journals/${open.id}/manuscripts`, {
    headers,
    multipart: {
      title,
      abstract: 'A draft made by the list sorting e2e spec.',
      'authors[0][first_name]': 'Aziz',
      'authors[0][last_name]': 'Author',
      'authors[0][email]': AUTHOR.email,
      'authors[0][institution]': 'Colophon',
      'authors[0][is_corresponding]': '1',
      'authors[0][author_order]': '1',
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;

  await signIn(page, AUTHOR);
  await page.goto(`/manuscripts/${id}/edit`);
  const edited = `${title} edited`;
  await page.getByLabel('Title', { exact: true }).fill(edited);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page).toHaveURL(/\/submissions\?sort=updated_at&direction=desc$/);
  const row = rows(page).first();
  await expect(row).toContainText(edited);
  await expect(row).toHaveClass(/colophon-row-saved/);
  await expect(liveRegion(page)).toHaveText(`Saved: ${edited}`);
  await expect(column(page, 'Updated')).toHaveAttribute('aria-sort', 'descending');
});

test('manuscripts and users sort through the API too', async ({ page }) => {
  await signIn(page);
  await page.goto('/manuscripts');
  await expect(rows(page).first()).toBeVisible();
  const byTitle = page.waitForRequest(
    (r) => r.url().includes('/api/v1/manuscripts?') && r.url().includes('sort=title&direction=asc'),
  );
  await column(page, 'Title').click();
  await byTitle;
  await expect(column(page, 'Title')).toHaveAttribute('aria-sort', 'ascending');
  const titles = await rows(page).locator('td:nth-child(2)').allTextContents();
  const folded = titles.map((t) => t.toLowerCase());
  expect(folded).toEqual([...folded].sort());

  await page.goto('/users?sort=name&direction=desc');
  await expect(column(page, 'Name')).toHaveAttribute('aria-sort', 'descending');
  await column(page, 'Joined').click();
  await expect(page).toHaveURL(/\/users\?sort=created_at&direction=desc$|\/users$/);
  await expect(column(page, 'Joined')).toHaveAttribute('aria-sort', 'descending');
});
