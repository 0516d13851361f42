// Lighthouse (mobile and desktop presets) on the login page and the dashboard,
// in Debian Chromium started by chrome-launcher.
//
// The login page is audited first with Lighthouse's own storage reset (cold
// cache, no session). The dashboard needs a session: Playwright connects to
// the same Chrome over CDP, signs in through the form (the app keeps the
// session in localStorage, `auth-storage` and `auth_token`), clears the HTTP
// cache and disconnects; Lighthouse then runs with `disableStorageReset`, so
// the session stays while the cache is cold again.
//
// Each row is the run nearest the median of `runs` (Lighthouse's own
// computeMedianRun: first contentful paint and time to interactive): on a
// 2-core machine one run's score swings by about 10 points. Every run's score
// is kept beside it.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { ADMIN } from './journey.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);

/** Lighthouse asks to run again after a failed trace (e.g. NO_NAVSTART): up to three attempts. */
async function auditOnce(url, port, formFactor, disableStorageReset, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, port, formFactor, disableStorageReset);
    } catch (error) {
      if (attempt >= attempts || !/Lighthouse: /.test(String(error))) throw error;
      console.log(`[bench] ${String(error)} (${url}, ${formFactor}): attempt ${attempt + 1}`);
    }
  }
}

/** `runs` audits (`before` each, e.g. a cold cache), summed up by the one nearest the median. */
async function audit(url, port, formFactor, disableStorageReset, runs, before = async () => {}) {
  const lhrs = [];
  for (let run = 0; run < runs; run += 1) {
    await before();
    lhrs.push(await auditOnce(url, port, formFactor, disableStorageReset));
  }
  return {
    ...summary(computeMedianRun(lhrs)),
    performanceRuns: lhrs.map((lhr) => score(lhr, 'performance')),
  };
}

async function lighthouseRun(url, port, formFactor, disableStorageReset) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset,
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  return lhr;
}

function summary(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    url: lhr.finalDisplayedUrl,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    // Accessibility audits that did not pass (Lighthouse runs a subset of axe).
    a11yFailures: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    warnings: lhr.runWarnings,
    // Lighthouse's own measure of this machine's speed (a fast desktop scores ~1500+).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** Over CDP: `fn(page)` in the Chrome Lighthouse uses, then disconnect (Chrome keeps running). */
async function withChrome(port, fn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await fn(page);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function clearHttpCache(port) {
  await withChrome(port, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  });
}

/**
 * @param {string} baseURL
 * @param {number} runs audits per page and form factor (the median one is reported)
 * @returns {Promise<Record<'login'|'dashboard', Record<'mobile'|'desktop', object>>>}
 */
export async function runLighthouse(baseURL, runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results = { login: {}, dashboard: {} };
    for (const formFactor of ['mobile', 'desktop']) {
      results.login[formFactor] = await audit(
        `${baseURL}/login`,
        chrome.port,
        formFactor,
        false,
        runs,
      );
    }
    await withChrome(chrome.port, async (page) => {
      await page.goto(`${baseURL}/login`);
      await page.getByLabel(/email/i).fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
    });
    for (const formFactor of ['mobile', 'desktop']) {
      const result = await audit(`${baseURL}/dashboard`, chrome.port, formFactor, true, runs, () =>
        clearHttpCache(chrome.port),
      );
      if (!/\/dashboard$/.test(result.url)) {
        throw new Error(`Lighthouse on the dashboard ended on ${result.url}: no session?`);
      }
      results.dashboard[formFactor] = result;
    }
    return results;
  } finally {
    chrome.kill();
  }
}
