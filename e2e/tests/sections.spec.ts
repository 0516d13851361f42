import { expect, test, type Page, type Request } from '@playwright/test';
import { REMOTE_ORIGINS, SECTIONS as REGISTERED } from '../support/ports';
import { signIn } from '../support/session';

// Every section of sections.json, opened through its first sidebar entry.
const SECTIONS = REGISTERED.map((s) => ({
  path: s.nav[0]!.path,
  heading: new RegExp(s.nav[0]!.label.en),
  port: s.port,
}));

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Every JS file a remote would serve for its own copy of a shared dependency. */
async function sharedAssetsOf(page: Page, origin: string) {
  const manifest = (await (
    await page.request.get(`${origin}/mf-manifest.json`)
  ).json()) as Manifest;
  return manifest.shared.flatMap((s) =>
    [...s.assets.js.sync, ...s.assets.js.async].map((file) => ({
      dep: s.name,
      url: `${origin}/${file}`,
    })),
  );
}

test('each section renders inside the host, loaded from its own origin', async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (r) => r.url().endsWith('mf-manifest.json') && manifests.push(r.url()));
  await signIn(page);
  for (const section of SECTIONS) {
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: section.heading })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${section.path}$`));
    await expect(page.getByRole('heading', { name: section.heading }).first()).toBeVisible();
    await expect(page.getByRole('table').or(page.getByRole('tree')).first()).toBeVisible();
    expect(manifests.some((u) => u.startsWith(`http://localhost:${section.port}/`))).toBe(true);
  }
});

test('each section opened by its URL writes no warning or error to the console', async ({
  page,
}) => {
  const written: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') written.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => written.push(`uncaught: ${e.message}`));
  await signIn(page);
  for (const section of SECTIONS) {
    // A full page load: the section's route is added to the router while the page loads.
    await page.goto(section.path);
    await expect(page.getByRole('heading', { name: section.heading }).first()).toBeVisible();
    await expect(page.getByRole('table').or(page.getByRole('tree')).first()).toBeVisible();
  }
  expect(written).toEqual([]);
});

test('React, antd and @colophon/shared are loaded once: the host provides them to every remote', async ({
  page,
}) => {
  // A stand-in for React DevTools counts the React renderers that register:
  // a second react-dom copy would register a second one.
  await page.addInitScript(() => {
    const renderers: string[] = [];
    (window as unknown as { __renderers: string[] }).__renderers = renderers;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: { version: string }) {
        renderers.push(renderer.version);
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));

  await signIn(page);
  for (const section of SECTIONS) {
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: section.heading })
      .first()
      .click();
    await expect(page.getByRole('table').or(page.getByRole('tree')).first()).toBeVisible();
  }

  const fetched = new Set(requests.map((r) => r.url()));
  for (const origin of REMOTE_ORIGINS) {
    const ownCopies = await sharedAssetsOf(page, origin);
    expect(ownCopies.length).toBeGreaterThan(0);
    const downloaded = ownCopies.filter((a) => fetched.has(a.url)).map((a) => a.dep);
    expect(downloaded, `${origin} served its own copy of shared dependencies`).toEqual([]);
  }
  const renderers = await page.evaluate(
    () => (window as unknown as { __renderers: string[] }).__renderers,
  );
  expect(renderers).toHaveLength(1);

  // Every shared singleton in the share scope has exactly one version, loaded once.
  const scope = await page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { loaded?: boolean }>>>
          >;
        };
      }
    ).__FEDERATION__;
    const out: Record<string, string[]> = {};
    for (const instance of Object.values(federation.__SHARE__)) {
      for (const [dep, versions] of Object.entries(instance.default ?? {})) {
        out[dep] = [...new Set([...(out[dep] ?? []), ...Object.keys(versions)])];
      }
    }
    return out;
  });
  for (const dep of ['react', 'react-dom', '@colophon/shared', '@colophon/shared/antd']) {
    expect(scope[dep], dep).toHaveLength(1);
  }
});

test('a remote whose manifest URL is dead shows the section error while the rest of the panel works', async ({
  page,
}) => {
  await page.route(/\/api\/v1\/remotes(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      remotes: { section: string; stable: { entry: string } }[];
    };
    for (const r of body.remotes) {
      // Nothing listens on this port.
      if (r.section === 'journals') r.stable.entry = 'http://localhost:4999/mf-manifest.json';
    }
    await route.fulfill({ response, json: body });
  });
  await signIn(page);
  await page.goto('/journals');
  await expect(page.getByRole('button', { name: /Retry/ })).toBeVisible({ timeout: 30_000 });
  // The chrome is still there and other sections still load.
  await page.getByRole('navigation').first().getByRole('link', { name: /Users/ }).first().click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('table').first()).toBeVisible();
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: /Dashboard/ })
    .first()
    .click();
  await expect(page.getByText(/Welcome back/)).toBeVisible();
});

test('a section visited again shows the page it was left on, kept mounted; out of sight it is hidden', async ({
  page,
}) => {
  await signIn(page);
  const nav = page.getByRole('navigation').first();
  const open = async (name: RegExp) => {
    await nav.getByRole('link', { name }).first().click();
    await expect(page.getByRole('table').first()).toBeVisible();
  };
  await open(/Journals/);
  // The first row's element itself: a section mounted again would render a new one.
  // Taken once the list has its data (the table is on screen before its rows).
  await expect(page.locator('[data-kept-section="journals"] .ant-table-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const row = document.querySelector('[data-kept-section="journals"] .ant-table-row');
    (window as unknown as { keptRow: Element | null }).keptRow = row;
  });
  await open(/Users/);
  await expect(page.locator('[data-kept-section="journals"]')).toBeHidden();
  // Hidden from assistive technology too: one table on screen, the users'.
  await expect(page.getByRole('table')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: /Users/ }).first()).toBeVisible();

  await open(/Journals/);
  await expect(page.locator('[data-kept-section="users"]')).toBeHidden();
  const sameRow = await page.evaluate(() => {
    const row = (window as unknown as { keptRow: Element | null }).keptRow;
    return !!row && row.isConnected && row.getBoundingClientRect().height > 0;
  });
  expect(sameRow).toBe(true);
});
