// QA overrides and the CSP in a browser (Debian Chromium through Playwright):
// with QA overrides off (the product's default) a `?mf.<section>=` address
// stores nothing and loads nothing from another host; and the panel runs
// under its CSP without one violation: login, dashboard and every section.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { assertAllAnswer, otherHost, panel, stack } from '../support/stack.mjs';

const { chromium } = createRequire(path.join(stack.root, 'e2e/package.json'))('@playwright/test');
const SECTION_PATHS = ['/journals', '/manuscripts', '/users', '/categories'];

let browser;
let other;
before(async () => {
  other = await otherHost();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
});
after(async () => {
  await browser?.close();
  await other?.close();
  await assertAllAnswer();
});

/** A page whose console errors and CSP violations are recorded. */
async function recordedPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|connect|apply|frame)/i.test(text)) {
      violations.push(text);
    }
  });
  await page.addInitScript(() => {
    // Runs in the page (a browser global, not node's).
    // eslint-disable-next-line no-undef
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return { context, page, violations };
}

test('with QA overrides off, ?mf.<section>= stores nothing and loads nothing', async () => {
  const { context, page } = await recordedPage();
  try {
    const manifest = `http://${other.host}/mf-manifest.json`;
    await page.goto(`${panel.url}/login?mf.journals=${encodeURIComponent(manifest)}`);
    await page.getByLabel(/email/i).waitFor();
    // The registry has been read (the login page's sections come from it).
    await page.waitForLoadState('networkidle');
    assert.ok(!page.url().includes('mf.journals'), page.url());
    const stored = await page.evaluate(() => localStorage.getItem('colophon.mf-overrides'));
    assert.equal(stored, null);
    assert.deepEqual(other.received, []);
  } finally {
    await context.close();
  }
});

test('no CSP violation on login, dashboard and every section', async () => {
  const { context, page, violations } = await recordedPage();
  try {
    await page.goto(`${panel.url}/login`);
    await page.getByLabel(/email/i).fill('admin@colophon.test');
    await page.getByLabel('Password', { exact: true }).fill('colophon-demo');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.waitForLoadState('networkidle');
    for (const route of SECTION_PATHS) {
      await page.goto(`${panel.url}${route}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    }
    assert.deepEqual(violations, []);
  } finally {
    await context.close();
  }
});
