// One journey of the web bench in a fresh browser context (empty HTTP cache,
// empty storage): login page → sign in → dashboard → journals → manuscripts →
// users → categories (sidebar clicks: client-side navigations), then back to
// journals (revisit) and a reload of the journals page with a warm cache.
// Per step: every response with its type, wire and decoded sizes, and the time
// until the step's content is visible (see probe.mjs).
/* global window */
import os from 'node:os';
import path from 'node:path';
import { installProbe } from './probe.mjs';

export const ADMIN = { email: 'admin@colophon.test', password: 'colophon-demo' };

/** What "content visible" means, step by step: data on screen, not a spinner. */
export const CONTENT = {
  // The sign-in form's submit button.
  login: 'form button[type="submit"]',
  // A stat card's value: GET dashboard has answered and the cards are rendered.
  dashboard: '.ant-statistic-content-value',
  // A data row of the section's table (antd's placeholder row has no .ant-table-row).
  journals: '.colophon-section-journals .ant-table-tbody > tr.ant-table-row',
  manuscripts: '.colophon-section-manuscripts .ant-table-tbody > tr.ant-table-row',
  users: '.colophon-section-users .ant-table-tbody > tr.ant-table-row',
  // A node of the category tree.
  categories: '.colophon-section-categories .ant-tree-treenode',
};

export const SECTION_STEPS = ['journals', 'manuscripts', 'users', 'categories'];
/** The measured journey; `revisit` and `reload` are reported apart from the totals. */
export const STEPS = ['login', 'dashboard', ...SECTION_STEPS];

const IDLE_MS = 500;

/**
 * Records every request of the page, tagged with the step it started in: its
 * type, wire size (Playwright's encoded body size) and, for scripts and
 * stylesheets, the decoded body. A non-empty body with nothing over the wire
 * came from the HTTP cache (Playwright then reports a size of 0 or less: no
 * bytes received minus the headers).
 */
function recordNetwork(page) {
  const state = {
    step: null,
    inflight: 0,
    lastChange: Date.now(),
    entries: [],
    pending: [],
    errors: [],
  };
  const tags = new WeakMap();
  page.on('request', (request) => {
    tags.set(request, state.step);
    state.inflight += 1;
    state.lastChange = Date.now();
  });
  const done = (request, failed) => {
    state.pending.push(
      (async () => {
        const entry = {
          step: tags.get(request) ?? state.step,
          url: request.url(),
          type: request.resourceType(),
          method: request.method(),
          failed,
          status: 0,
          fromCache: false,
          encoding: null,
          wire: 0,
          body: null,
        };
        if (!failed) {
          const response = await request.response().catch(() => null);
          if (response) {
            entry.status = response.status();
            entry.encoding = (await response.allHeaders())['content-encoding'] ?? null;
            // Encoded (compressed) body bytes as received.
            const wire = (await request.sizes()).responseBodySize;
            // A <link rel="prefetch"> of a script is reported as "other": it is script bytes too.
            if (entry.type === 'other' && /\.js(\?|$)/.test(entry.url)) entry.type = 'script';
            if (entry.type === 'script' || entry.type === 'stylesheet') {
              entry.body = await response.body().catch(() => null);
            }
            entry.fromCache = wire <= 0 && (entry.body?.length ?? 1) > 0;
            entry.wire = Math.max(0, wire);
          }
        }
        state.entries.push(entry);
      })()
        // A response the page dropped (its document went away) is lost, not fatal.
        .catch((error) => state.errors.push(String(error)))
        .finally(() => {
          state.inflight -= 1;
          state.lastChange = Date.now();
        }),
    );
  };
  page.on('requestfinished', (request) => done(request, false));
  page.on('requestfailed', (request) => done(request, true));
  return state;
}

async function networkIdle(state, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (state.inflight === 0 && Date.now() - state.lastChange >= IDLE_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await Promise.all(state.pending);
}

const readBench = (page) => page.evaluate(() => window.__bench);

async function waitForMark(page, name) {
  try {
    await page.waitForFunction((n) => window.__bench?.marks[n] !== undefined, name, {
      timeout: 45_000,
      polling: 50,
    });
  } catch (error) {
    const shot = path.join(os.tmpdir(), `bench-${name}-${Date.now()}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    throw new Error(`Step ${name}: content never visible at ${page.url()} (screenshot ${shot})`, {
      cause: error,
    });
  }
}

/** The performance mark the app sets when its idle preloading of the sections starts. */
export const IDLE_PRELOAD_MARK = 'colophon:idle-preload';
/** The mark the idle sign-in page sets when it starts prefetching the panel's first screen. */
export const IDLE_PREFETCH_MARK = 'colophon:idle-prefetch';

/** Waits until the app has set the performance mark `name`; false if it has not within `timeout` ms. */
export function appMarkSet(page, name, { timeout, polling } = { timeout: 10_000 }) {
  return page
    .waitForFunction((n) => performance.getEntriesByName(n).length > 0, name, {
      timeout,
      ...(polling ? { polling } : {}),
    })
    .then(() => true)
    .catch(() => false);
}

/**
 * Tags the step's requests that started after the app's idle work began
 * (`afterIdle`), by the Resource Timing start of each URL: the screen's own
 * loading is what comes before (the budget: sign in → dashboard ≤ 60 KB before
 * the sections' preloading; the login page ≤ 250 KB before its prefetch).
 */
async function tagIdlePreloading(page, net, step, markName = IDLE_PRELOAD_MARK) {
  const { mark, starts } = await page.evaluate((name) => {
    const entry = performance.getEntriesByName(name)[0];
    return {
      mark: entry ? entry.startTime : null,
      starts: performance.getEntriesByType('resource').map((r) => [r.name, r.startTime]),
    };
  }, markName);
  if (mark === null) return;
  const startOf = new Map(starts);
  for (const entry of net.entries) {
    if (entry.step !== step) continue;
    const start = startOf.get(entry.url);
    entry.afterIdle = start !== undefined && start >= mark;
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {object} o
 * @param {string} o.baseURL
 * @param {string} o.loadingLabel   the section loading fallback's text
 * @param {(page: import('@playwright/test').Page, step: string) => Promise<unknown>} [o.atStep]
 *        called once each step's content is visible and the network is idle (axe)
 */
export async function runJourney(browser, { baseURL, loadingLabel, atStep }) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.addInitScript(installProbe, {
    loadingLabel,
    armOnLoad: { login: CONTENT.login, reload: CONTENT.journals },
  });
  const net = recordNetwork(page);
  const steps = {};

  const finish = async (step, visibleMs) => {
    await networkIdle(net);
    const bench = await readBench(page);
    steps[step] = { visibleMs, fallbacks: bench.fallbacks, url: page.url() };
    if (atStep) await atStep(page, step);
  };
  /** A client-side step: click, then time from the click to the content. */
  const clickStep = async (step, selector, click) => {
    net.step = step;
    await page.evaluate(
      ([name, sel]) => {
        window.__bench.fallbacks = [];
        window.__bench.arm(name, sel);
      },
      [step, selector],
    );
    await click();
    await waitForMark(page, step);
    const bench = await readBench(page);
    await finish(step, bench.marks[step] - bench.clickAt);
  };
  const sidebar = (path) => () => page.locator(`nav a[href="${path}"]`).first().click();

  try {
    net.step = 'login';
    await page.goto('/login');
    await waitForMark(page, 'login');
    // From navigation start (the document's time origin).
    await finish('login', (await readBench(page)).marks.login);
    // A user types for seconds: the idle page's prefetch of the panel (if the build
    // lists one) belongs to the login step, measured apart from the page's own bytes.
    const prefetches = await appMarkSet(page, IDLE_PREFETCH_MARK);
    if (prefetches) await networkIdle(net);
    await tagIdlePreloading(page, net, 'login', IDLE_PREFETCH_MARK);

    await clickStep('dashboard', CONTENT.dashboard, async () => {
      await page.getByLabel(/email/i).fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    });
    await tagIdlePreloading(page, net, 'dashboard');
    for (const section of SECTION_STEPS) {
      await clickStep(section, CONTENT[section], sidebar(`/${section}`));
    }
    // Navigate away (we are on categories) and back: the section's code is loaded.
    await clickStep('revisit', CONTENT.journals, sidebar('/journals'));
    // A full page load of the journals page with the HTTP cache of this visit.
    net.step = 'reload';
    await page.reload();
    await waitForMark(page, 'reload');
    await finish('reload', (await readBench(page)).marks.reload);
  } finally {
    await context.close();
  }
  return { steps, entries: net.entries, errors: [...errors, ...net.errors] };
}
