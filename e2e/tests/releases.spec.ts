// Release control: versioned section builds in a release store, a canary for
// a share of users decided by cohort, rollback, fallback from a broken canary,
// a section whose server goes away, and QA overrides.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { execFileSync } from 'node:child_process';
import {
  type Account,
  adminToken,
  cohortPair,
  newAccount,
  publish,
  RELEASES_DIR,
  registry,
  ROOT,
  sectionVersion as version,
} from '../support/releases';
import { signIn } from '../support/session';
import { chooseOption } from '../support/select';
import { E2E_PORTS, SECTIONS } from '../support/ports';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let inside: Account; // cohort < 50 for journals
let outside: Account; // cohort >= 50

test.beforeAll(async ({ request }) => {
  // Two builds of the journals section, as its team would ship them.
  publish('mf-journals', '1.0.0');
  publish('mf-journals', '1.1.0');
  ({ inside, outside } = await cohortPair('journals', 50, (i) =>
    newAccount(request, `Cohort Reader ${i}`),
  ));
});

test.afterAll(async ({ request }) => {
  // Other specs expect every section on its deployed build again.
  const admin = registry(request, await adminToken(request));
  for (const { section } of SECTIONS) await admin.reset(section);
});

/** Signs the account in on a fresh browser context and opens the journals section. */
async function journalsAs(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  await page.goto('/journals');
  return page;
}

test('a canary serves another version to its cohort; rollback brings everyone back', async ({
  browser,
  request,
}) => {
  const admin = registry(request, await adminToken(request));
  await admin.promote('journals', '1.0.0');
  await admin.canary('journals', '1.1.0', 50);

  const pageIn = await journalsAs(browser, inside);
  const pageOut = await journalsAs(browser, outside);
  await expect(version(pageIn)).toHaveText('mf_journals v1.1.0');
  await expect(version(pageOut)).toHaveText('mf_journals v1.0.0');
  // The table is the real section, loaded from the release store.
  await expect(pageIn.getByRole('table').first()).toBeVisible();

  // Each user keeps their version across reloads.
  for (const page of [pageIn, pageOut]) await page.reload();
  await expect(version(pageIn)).toHaveText('mf_journals v1.1.0');
  await expect(version(pageOut)).toHaveText('mf_journals v1.0.0');

  // Rolling back stops the canary: on the next load both get v1.0.0.
  const token = await adminToken(request);
  const rollback = await request.post('/api/v1/remotes/journals/rollback', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(rollback.status()).toBe(200);
  for (const page of [pageIn, pageOut]) await page.reload();
  await expect(version(pageIn)).toHaveText('mf_journals v1.0.0');
  await expect(version(pageOut)).toHaveText('mf_journals v1.0.0');
  for (const page of [pageIn, pageOut]) await page.context().close();
});

test('a canary whose manifest is gone falls back to stable, and the error is counted', async ({
  page,
  browser,
  request,
}) => {
  publish('mf-journals', '1.2.0');
  // Gone with its precompressed copies (the store serves .br/.gz beside each file).
  const versionDir = path.join(RELEASES_DIR(), 'mf-journals/1.2.0');
  for (const file of fs.readdirSync(versionDir))
    if (file.startsWith('mf-manifest.json')) fs.rmSync(path.join(versionDir, file));
  await registry(request, await adminToken(request)).canary('journals', '1.2.0', 100);

  const reader = await journalsAs(browser, inside);
  await expect(version(reader)).toHaveText('mf_journals v1.0.0');
  await expect(reader.getByRole('table').first()).toBeVisible();
  await expect(reader.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await reader.context().close();

  await signIn(page);
  await page.goto('/settings/releases');
  const card = page.getByTestId('release-journals');
  const store = card.getByRole('table', { name: /in the release store/ });
  const row = store
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'v1.2.0', exact: true }) });
  await expect(row).toBeVisible();
  // Columns: version, built, compatibility, load errors (24 h), actions.
  await expect(row.getByRole('cell').nth(3)).not.toHaveText('0');
  await registry(request, await adminToken(request)).canary('journals', null, 0);
});

test('the release screen is for administrators only', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, { email: 'editor@colophon.test', password: 'colophon-demo' });
  await page.goto('/settings/releases');
  // The one access screen of the panel, with its way back.
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Releases', exact: true })).toHaveCount(0);
  await page.context().close();
});

test('QA override pins a section; when its server stops the rest of the panel works, and Retry recovers', async ({
  page,
}) => {
  const root = path.join(ROOT, 'mf-categories', process.env.E2E_OUTPUT_DIR || 'dist');
  // On the QA override origin the registry allows (QA_OVERRIDE_ORIGINS of global-setup).
  let server: Server = await startStaticServer({ root, port: E2E_PORTS.qa, cors: true });
  const port = (server.address() as AddressInfo).port;
  const entry = `http://localhost:${port}/mf-manifest.json`;
  try {
    await signIn(page);
    await page.goto(`/categories?mf.categories=${encodeURIComponent(entry)}`);
    await expect(page.getByText('QA override active')).toBeVisible();
    await expect(page.getByText(`The categories section is pinned to ${entry}.`)).toBeVisible();
    await expect(page.getByRole('tree').or(page.getByRole('table')).first()).toBeVisible();
    expect(page.url()).not.toContain('mf.categories');

    // The pinned build's server goes away.
    await new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await page.reload();
    const retry = page.getByRole('button', { name: /Retry/ });
    await expect(retry).toBeVisible({ timeout: 30_000 });

    // The chrome, the dashboard and the other sections keep working.
    const nav = page.getByRole('navigation').first();
    await nav
      .getByRole('link', { name: /Journals/ })
      .first()
      .click();
    await expect(page.getByRole('table').first()).toBeVisible();
    await nav
      .getByRole('link', { name: /Dashboard/ })
      .first()
      .click();
    await expect(page.getByText(/Welcome back/)).toBeVisible();
    await nav
      .getByRole('link', { name: /Categories/ })
      .first()
      .click();
    await expect(retry).toBeVisible({ timeout: 30_000 });

    // Back up: Retry loads the section.
    server = await startStaticServer({ root, port, cors: true });
    await retry.click();
    await expect(page.getByRole('tree').or(page.getByRole('table')).first()).toBeVisible();

    // Reset ends the override: the section comes from its own origin again.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('QA override active')).toHaveCount(0);
    await expect(page.getByRole('tree').or(page.getByRole('table')).first()).toBeVisible();
  } finally {
    server.close();
    server.closeAllConnections();
  }
});

test('an administrator sets a canary from the release screen', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/settings/releases');
  const card = page.getByTestId('release-journals');
  await chooseOption(page, card.getByRole('combobox', { name: 'Canary version' }), '1.1.0');
  await card.getByRole('spinbutton', { name: 'Share of users (%)' }).fill('25');
  await card.getByRole('button', { name: 'Save canary' }).click();
  await expect(page.getByText('Canary updated successfully')).toBeVisible();
  await expect(card.getByText('25 % of users')).toBeVisible();
  const body = (await (await request.get('/api/v1/remotes')).json()) as {
    remotes: { section: string; canary: { version: string; percentage: number } | null }[];
  };
  expect(body.remotes.find((r) => r.section === 'journals')?.canary).toMatchObject({
    version: '1.1.0',
    percentage: 25,
  });
});

test('a section with nothing in the release store shows the command that publishes a version', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/settings/releases');
  // This run's store holds journals builds only (beforeAll): users has none.
  const empty = page.getByTestId('release-empty-users');
  await expect(empty).toContainText('No version of this section is in the release store yet');
  await expect(
    empty.getByText(/^pnpm --filter mf-users release --version \d+\.\d+\.\d+$/),
  ).toBeVisible();
  await expect(empty.getByText('pnpm release:demo users', { exact: true })).toBeVisible();
  await expect(empty.getByRole('button', { name: 'Copy command' })).toHaveCount(2);
  await expect(page.getByTestId('release-empty-journals')).toHaveCount(0);
});

test('first start publishes the built sections as their first stable release', async ({
  page,
  request,
}) => {
  // What `pnpm start` runs on a first start (scripts/start.mjs), on this run's build and store.
  const firstStart = () =>
    JSON.parse(
      execFileSync(
        'node',
        [
          '--input-type=module',
          '-e',
          `import { appsFromEnv } from './scripts/lib/apps.mjs';
           import { makeStable, publishBuiltSections } from './scripts/lib/first-release.mjs';
           const published = publishBuiltSections(appsFromEnv().remotes, { distDir: process.env.DIST });
           console.log(JSON.stringify(await makeStable(published)));`,
        ],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            DIST: process.env.E2E_OUTPUT_DIR || 'dist',
            COLOPHON_API_URL: `http://127.0.0.1:${E2E_PORTS.api}/api/v1`,
          },
        },
      ).toString(),
    ) as { section: string; version: string; error?: string }[];
  // Journals already has versions in this store (and so has any section another spec
  // published): those are left alone, every other section is published.
  const unpublished = SECTIONS.filter(
    (s) => !fs.existsSync(path.join(RELEASES_DIR(), s.app, 'index.json')),
  ).map((s) => s.section);
  expect(unpublished).toEqual(expect.arrayContaining(['categories', 'manuscripts', 'users']));
  const published = firstStart();
  expect(published.map((p) => p.section).sort()).toEqual(unpublished.sort());
  expect(published.filter((r) => r.error)).toEqual([]);

  const token = await adminToken(request);
  const releases = (await (
    await request.get('/api/v1/remotes/releases', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { section: string; stable: { version: string; deployed: boolean } }[] };
  for (const { section, version } of published) {
    expect(releases.data.find((r) => r.section === section)?.stable).toMatchObject({
      version,
      deployed: false,
    });
  }
  // The panel now loads the users section from the release store.
  await signIn(page);
  const fromStore = page.waitForResponse((r) =>
    r.url().includes(`:${E2E_PORTS.releases}/mf-users/`),
  );
  await page.goto('/users');
  await fromStore;
  await expect(page.getByTestId('section-version')).toHaveText(/^mf_users v/);
  // Run again (a second start): nothing more is published.
  expect(firstStart()).toEqual([]);
});

test('pnpm release:demo builds a marked next version, puts it on canary, and the release screen lists it', async ({
  page,
}) => {
  execFileSync(
    'node',
    [path.join(ROOT, 'scripts/release.mjs'), '--demo', 'categories', '--percentage', '100'],
    {
      cwd: ROOT,
      env: { ...process.env, COLOPHON_API_URL: `http://127.0.0.1:${E2E_PORTS.api}/api/v1` },
      stdio: 'pipe',
    },
  );
  const demo = '1.0.1-demo.1';
  const release = JSON.parse(
    fs.readFileSync(path.join(RELEASES_DIR(), 'mf-categories', demo, 'release.json'), 'utf8'),
  ) as { version: string; section: string };
  expect(release).toMatchObject({ version: demo, section: 'categories' });

  await signIn(page);
  await page.goto('/settings/releases');
  const card = page.getByTestId('release-categories');
  const store = card.getByRole('table', { name: /in the release store/ });
  await expect(store.getByRole('cell', { name: `v${demo}`, exact: true })).toBeVisible();
  await expect(card.getByText('100 % of users')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Promote canary to stable' })).toBeEnabled();
  await expect(card.getByRole('button', { name: 'Roll back' })).toBeEnabled();

  // Everyone is in a 100 % canary: the section shows its preview ribbon.
  await page.goto('/categories');
  await expect(page.getByTestId('section-preview')).toContainText(`Preview v${demo}`);
  await expect(page.getByTestId('section-version')).toHaveText(`mf_categories v${demo}`);
});
