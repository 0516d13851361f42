import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { openedDialog } from '../support/motion';
import { E2E_PORTS } from '../support/ports';
import { ADMIN, answerConfirm, signIn } from '../support/session';

// The journals section through the host, against the real API and the real
// built remote. Every test makes the journals it changes, under a unique name.

// One sign-in through the real form for the whole file; each test starts from its saved session.
const SESSION = path.join(os.tmpdir(), `colophon-journals-e2e-session-${process.pid}.json`);
test.beforeAll(async ({ browser }) => {
  // The context below gets this file's storageState too: start it from an empty session.
  fs.writeFileSync(SESSION, JSON.stringify({ cookies: [], origins: [] }));
  const context = await browser.newContext({ baseURL: `http://localhost:${E2E_PORTS.host}` });
  await signIn(await context.newPage());
  await context.storageState({ path: SESSION });
  await context.close();
});
test.afterAll(() => fs.rmSync(SESSION, { force: true }));
test.use({ storageState: SESSION });

const unique = (label: string) => `E2E ${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

let token: string | undefined;
async function adminToken(request: APIRequestContext): Promise<string> {
  if (token) return token;
  const res = await request.post('/api/v1/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(res.ok()).toBeTruthy();
  token = ((await res.json()) as { access_token: string }).access_token;
  return token;
}

interface CreatedJournal {
  id: number;
  title: string;
}

async function createJournal(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<CreatedJournal> {
  const res = await request.post('/api/v1/journals', {
    data: { description: 'Made by the journals e2e suite.', ...body },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: CreatedJournal }).data;
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const section = (page: Page) => page.locator('.colophon-section-journals');

async function searchList(page: Page, term: string) {
  const box = section(page).getByLabel('Search journals');
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]search=/);
}

test('creates a journal: a bad ISSN is refused at its field, the fixed journal is saved and listed', async ({
  page,
}) => {
  const title = unique('Created');
  await page.goto('/journals');
  await page.getByRole('link', { name: 'Add Journal' }).click();
  await expect(page).toHaveURL(/\/journals\/create$/);

  const form = page.getByRole('form', { name: 'New journal' });
  await expect(form.getByLabel('Languages', { exact: true })).toHaveValue('en');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('A journal about end-to-end tests.');
  await form.getByLabel('ISSN', { exact: true }).fill('12345678');
  await form.getByRole('button', { name: 'Create Journal' }).click();
  await expect(form.getByText('Invalid ISSN format (e.g., 1234-5678)')).toBeVisible();
  await expect(page).toHaveURL(/\/journals\/create$/);

  await form.getByLabel('ISSN', { exact: true }).fill('2049-3630');
  await form.getByLabel('Keywords', { exact: true }).fill('testing, , browsers ,');
  await form.getByLabel('Submission fee', { exact: true }).fill('0');
  await form.getByRole('button', { name: 'Create Journal' }).click();

  await expect(page.getByText('Journal created successfully')).toBeVisible();
  // A save lands on the list, latest first, the new journal highlighted (list-sorting.spec.ts).
  await expect(page).toHaveURL(/\/journals\?sort=updated_at&direction=desc/);
  await searchList(page, title);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('2049-3630');

  await rows(page).first().getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(section(page).getByText('testing', { exact: true })).toBeVisible();
  await expect(section(page).getByText('browsers', { exact: true })).toBeVisible();
});

test('searches and pages: page 2 survives a reload, Back returns to page 1', async ({
  page,
  request,
}) => {
  const prefix = unique('Paging');
  for (let i = 1; i <= 12; i += 1) {
    await createJournal(request, { title: `${prefix} ${String(i).padStart(2, '0')}` });
  }
  await page.goto('/journals');
  await searchList(page, prefix);
  await expect(rows(page)).toHaveCount(10);
  await expect(section(page).getByText('12 journals')).toBeVisible();

  await section(page).locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText(`${prefix} 11`);

  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).last()).toContainText(`${prefix} 12`);
  await expect(section(page).locator('.ant-pagination-item-active')).toHaveText('2');

  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await expect(rows(page)).toHaveCount(10);
});

test('edits a journal, and asks before a dirty form is left through the sidebar', async ({
  page,
  request,
}) => {
  const journal = await createJournal(request, { title: unique('Edit me') });
  const renamed = `${journal.title} (renamed)`;
  await page.goto('/journals');
  await searchList(page, journal.title);
  await page.getByRole('link', { name: `Edit ${journal.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/journals/${journal.id}/edit$`));

  const form = page.getByRole('form', { name: 'Edit journal' });
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(journal.title);
  await form.getByLabel('Title', { exact: true }).fill(renamed);
  await form.getByLabel('Impact factor', { exact: true }).fill('4.25');

  // A host link while the form is dirty: asked first; staying keeps the edits.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(dialog).toBeVisible();
  await answerConfirm(page, 'Stay');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/journals/${journal.id}/edit$`));
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(renamed);

  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Journal updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/journals\?sort=updated_at&direction=desc/);

  await page.goto(`/journals/${journal.id}?tab=metrics`);
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(section(page).getByText('4.25')).toBeVisible();
});

test('the detail tabs: Free for a zero fee, dollars, metrics, policies, details and manuscripts', async ({
  page,
  request,
}) => {
  const journal = await createJournal(request, {
    title: unique('Detail'),
    submission_fee: 0,
    publication_fee: 250,
    impact_factor: 3.5,
    acceptance_rate: 40,
    aims: 'To test every tab of the detail page.',
    indexing_databases: ['Scopus', 'DOAJ'],
    admin_notes: 'Only staff may read this.',
    status: 'under_review',
  });
  await page.goto(`/journals/${journal.id}`);
  const main = section(page);

  await expect(page.getByRole('heading', { name: journal.title })).toBeVisible();
  await expect(main.getByText('Free', { exact: true })).toBeVisible();
  await expect(main.getByText('$250.00')).toBeVisible();
  await expect(main.locator('[data-status="under_review"]')).toHaveAttribute(
    'data-variant',
    'warning',
  );

  await main.getByRole('tab', { name: 'Metrics & Impact' }).click();
  await expect(page).toHaveURL(/tab=metrics/);
  await expect(main.getByText('3.5', { exact: true })).toBeVisible();
  await expect(main.getByText('40%')).toBeVisible();

  await main.getByRole('tab', { name: 'Policies & Guidelines' }).click();
  await expect(main.getByText('To test every tab of the detail page.')).toBeVisible();

  await main.getByRole('tab', { name: 'Additional Details' }).click();
  await expect(main.getByText('DOAJ', { exact: true })).toBeVisible();
  await expect(main.getByText('Only staff may read this.')).toBeVisible();

  const manuscriptsTab = main.getByRole('tab', { name: /Manuscripts/ });
  await expect(manuscriptsTab).toContainText('0');
  await manuscriptsTab.click();
  await expect(main.getByText('No manuscripts yet')).toBeVisible();
  await expect(main.getByRole('link', { name: /Go to Manuscripts/ })).toHaveAttribute(
    'href',
    '/manuscripts',
  );

  // A seeded journal with manuscripts lists them, each linking to its detail.
  const list = await request.get('/api/v1/journals?per_page=100', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  const busy = (
    (await list.json()) as { data: { id: number; manuscripts_count: number }[] }
  ).data.find((j) => j.manuscripts_count > 0);
  expect(busy, 'the demo data has a journal with manuscripts').toBeDefined();
  await page.goto(`/journals/${busy!.id}?tab=manuscripts`);
  await expect(main.getByRole('tab', { name: /Manuscripts/ })).toContainText(
    String(Math.min(busy!.manuscripts_count, 10_000)),
  );
  await expect(rows(page).first()).toBeVisible();
  await expect(
    rows(page)
      .first()
      .getByRole('link', { name: /^MS-\d+$/ }),
  ).toHaveAttribute('href', /^\/manuscripts\/\d+$/);
});

test('deletes a journal only after confirmation', async ({ page, request }) => {
  const journal = await createJournal(request, { title: unique('Delete me') });
  await page.goto('/journals');
  await searchList(page, journal.title);
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${journal.title}` }).click();
  const dialog = await openedDialog(page, 'Delete journal');
  await expect(dialog).toContainText(journal.title);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${journal.title}` }).click();
  await (
    await openedDialog(page, 'Delete journal')
  )
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Journal deleted successfully')).toBeVisible();
  await expect(section(page).getByText('No journals found')).toBeVisible();
  const gone = await page.request.get(`/api/v1/journals/${journal.id}`, {
    headers: { Authorization: `Bearer ${await adminToken(page.request)}` },
  });
  expect(gone.status()).toBe(404);
});

/** Splits one CSV line (RFC 4180 quoting). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell);
  return cells;
}

test('CSV export downloads the rows the filtered list shows', async ({ page, request }) => {
  const prefix = unique('Export');
  const titles = [`${prefix} alpha`, `${prefix} beta, "quoted"`, `${prefix} gamma`];
  for (const title of titles) await createJournal(request, { title });
  await page.goto('/journals');
  await searchList(page, prefix);
  await expect(rows(page)).toHaveCount(3);
  const shown = (await rows(page).locator('td:first-child a').allTextContents()).sort();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section(page).getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^journals-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trim().split('\r\n');
  expect(csvCells(header!).slice(0, 2)).toEqual(['id', 'title']);
  const exported = lines.map((line) => csvCells(line)[1]!).sort();
  expect(exported).toEqual(shown);
  expect(exported).toEqual([...titles].sort());
});

test('the section runs standalone: its own build, its sign-in card, the list and a detail', async ({
  page,
}) => {
  // `pnpm --filter mf-journals dev` serves this same shell (index.html → bootstrap.tsx) and proxies
  // /api; here the built one is served the way the dev server does, on a free port.
  const root = path.resolve(__dirname, '../../mf-journals', process.env.E2E_OUTPUT_DIR || 'dist');
  expect(fs.existsSync(path.join(root, 'index.html'))).toBe(true);
  const server = await startStaticServer({
    root,
    port: 0,
    host: '127.0.0.1',
    spa: true,
    apiTarget: `http://127.0.0.1:${E2E_PORTS.api}`,
  });
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(/\/journals$/);
    await expect(page.getByRole('heading', { name: 'Journals', level: 1 })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await rows(page).first().locator('td:first-child a').click();
    await expect(page).toHaveURL(/\/journals\/\d+$/);
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    // A deep link survives a reload (the shell's own router).
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
});
