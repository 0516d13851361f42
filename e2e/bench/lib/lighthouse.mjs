// Lighthouse (mobile and desktop presets) on the login page and the dashboard,
// in Debian Chromium started by chrome-launcher.
//
// The login page is audited first with Lighthouse's own storage reset (cold
// cache, no session). The dashboard needs a session: Playwright connects to
// the same Chrome over CDP, signs in through the form (the app keeps the
// session in localStorage, `auth-storage` and `auth_token`), clears the HTTP
// cache and disconnects; Lighthouse then runs with `disableStorageReset`, so
// the session stays while the cache is cold again.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { ADMIN } from './journey.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);

/** Lighthouse asks to run again after a failed trace (e.g. NO_NAVSTART): up to three attempts. */
async function audit(url, port, formFactor, disableStorageReset, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, port, formFactor, disableStorageReset);
    } catch (error) {
      if (attempt >= attempts || !/Lighthouse: /.test(String(error))) throw error;
      console.log(`[bench] ${String(error)} (${url}, ${formFactor}): attempt ${attempt + 1}`);
    }
  }
}

async function auditOnce(url, port, formFactor, disableStorageReset) {
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
 * @returns {Promise<Record<'login'|'dashboard', Record<'mobile'|'desktop', object>>>}
 */
export async function runLighthouse(baseURL) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results = { login: {}, dashboard: {} };
    for (const formFactor of ['mobile', 'desktop']) {
      results.login[formFactor] = await audit(`${baseURL}/login`, chrome.port, formFactor, false);
    }
    await withChrome(chrome.port, async (page) => {
      await page.goto(`${baseURL}/login`);
      await page.getByLabel(/email/i).fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
    });
    for (const formFactor of ['mobile', 'desktop']) {
      await clearHttpCache(chrome.port);
      const result = await audit(`${baseURL}/dashboard`, chrome.port, formFactor, true);
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
