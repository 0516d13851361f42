import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN,
  signIn,
  signInThroughForm,
  signOutThroughMenu,
  uniqueEmail,
} from '../support/session';

/**
 * The <style> elements antd wrote in the browser that hold more than the
 * theme's CSS variables (rules of custom properties only): the start of each.
 */
const componentRulesWritten = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')]
      .map((style) => style.textContent ?? '')
      .filter((css) => !/^(\.[\w-]+(\.[\w-]+)*\{(--[\w-]+:[^;{}]*;)*\})+$/.test(css))
      .map((css) => css.slice(0, 120)),
  );

test('a new user signs up and lands on the dashboard, then signs out to /login', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel(/full name|^name/i).fill('Ada Lovelace');
  await page.getByLabel(/email/i).fill(uniqueEmail('signup'));
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByLabel(/confirm password/i).fill('secret-pass');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Welcome back, Ada!/)).toBeVisible();

  await signOutThroughMenu(page, /Ada Lovelace/);
  await expect(page).toHaveURL(/\/login$/);
  // The session is gone: a protected page sends us back to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('register shows the spec validation messages', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel(/full name|^name/i).fill('A');
  await page.getByLabel(/email/i).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByLabel(/confirm password/i).fill('456');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
});

test('registering an existing email shows the server error on the email field', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel(/full name|^name/i).fill('Someone Else');
  await page.getByLabel(/email/i).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByLabel(/confirm password/i).fill('secret-pass');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(
    page.getByText(/already been taken|already registered|already exists/i),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('login validates input and reports wrong credentials', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, 'nope', '123');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await signInThroughForm(page, ADMIN.email, 'wrong-password');
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a phone opening the panel signed in draws its first screen with antd styles computed when the host was built', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await signIn(page);
  // A new load of the page with the session stored, as a returning user opens it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await expect(page.getByText('Total Manuscripts')).toBeVisible();

  // The page linked the panel's stylesheet…
  const sheet = page.locator('link[rel="stylesheet"][href^="/css/panel-styles."]');
  await expect(sheet).toHaveCount(1);
  expect(
    await sheet.evaluate((link: HTMLLinkElement) => (link.sheet?.cssRules.length ?? 0) > 100),
  ).toBe(true);
  // …so antd wrote no component's rules in the browser: the frame, the cards,
  // tags and progress bars were drawn with the build's (only the theme's CSS
  // variables, a rule of custom properties per scope, are written here; a
  // component whose variables are all antd's defaults writes an empty one).
  expect((await componentRulesWritten(page)).filter((css) => css !== '')).toEqual([]);

  // The file is as antd writes it in the browser: logical properties, which an
  // Urdu page lays out right to left (a CSS minimizer would turn them into
  // :lang() rules that put the notification count on the wrong side).
  const href = String(await sheet.getAttribute('href'));
  const css = await page.evaluate(async (url) => (await fetch(url)).text(), href);
  expect(css).toContain('inset-inline-end');
  expect(css).not.toContain(':lang(');
  await page.evaluate(() => localStorage.setItem('colophon.language', 'ur'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sheet).toHaveCount(1);
});

test('a page opened signed in runs neither the sign-in form’s libraries nor what the host provides to the sections before its first screen', async ({
  page,
}) => {
  await signIn(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  const beforeFirstScreen = [...scripts];
  expect(beforeFirstScreen).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/js\/panel-libraries\.\w+\.js$/)]),
  );
  expect(beforeFirstScreen.filter((file) => /\/(sign-in|provided)[.-]/.test(file))).toEqual([]);

  // Signed out, the sign-in page asks for its own chunks beside the app's
  // (before the app's chunk, from the entry), not once the app has run.
  await page.evaluate(() => localStorage.clear());
  scripts.length = 0;
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  const position = (pattern: RegExp) => scripts.findIndex((file) => pattern.test(file));
  const bootstrap = position(/^\/js\/bootstrap\.\w+\.js$/);
  expect(bootstrap).toBeGreaterThan(0);
  expect(position(/^\/js\/sign-in\.\w+\.js$/)).toBeGreaterThan(-1);
  expect(position(/^\/js\/sign-in\.\w+\.js$/)).toBeLessThan(bootstrap);
  expect(position(/^\/js\/sign-in-libraries\.\w+\.js$/)).toBeGreaterThan(-1);
  expect(position(/^\/js\/sign-in-libraries\.\w+\.js$/)).toBeLessThan(bootstrap);
});

test('the sign-in page’s scripts ask to be compiled as they stream in; the sections’ do not', async ({
  page,
}) => {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  // A response of a page that was navigated away from has no body any more: left out.
  const scripts: Promise<{ url: URL; hinted: boolean } | null>[] = [];
  const read = async () => (await Promise.all(scripts)).filter((script) => script !== null);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    scripts.push(
      response.text().then(
        (body) => ({ url, hinted: body.startsWith(HINT) }),
        () => null,
      ),
    );
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  const signInPage = await read();
  expect(signInPage.map(({ url }) => url.pathname)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/js\/first-paint\.\w+\.js$/)]),
  );
  expect(signInPage.filter(({ hinted }) => !hinted)).toEqual([]);

  // A section's code (from its own origin) runs only as its pages open:
  // compiled lazily, as before.
  const panelOrigin = new URL(page.url()).origin;
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  scripts.length = 0;
  await page.goto('/journals');
  await expect(page.getByRole('heading', { level: 1, name: 'Journals' })).toBeVisible();
  const sections = (await read()).filter(({ url }) => url.origin !== panelOrigin);
  expect(sections.length).toBeGreaterThan(0);
  expect(sections.filter(({ hinted }) => hinted)).toEqual([]);
});

test('the idle sign-in page prefetches the panel, which then loads from the cache', async ({
  page,
}) => {
  const fetched: { url: string; fromCache: boolean; prefetch: boolean }[] = [];
  page.on('requestfinished', (request) => {
    // A request that finishes as the test ends has its sizes asked of a closed
    // page; that rejection is no failure of the test (its checks are done), and
    // unhandled it failed the test once after every check had passed.
    request
      .sizes()
      .then(({ responseBodySize }) =>
        fetched.push({
          url: new URL(request.url()).pathname,
          fromCache: responseBodySize <= 0,
          prefetch: request.resourceType() === 'other',
        }),
      )
      .catch(() => {});
  });
  await page.goto('/login');
  const listed = await page
    .locator('meta[name="colophon:panel-prefetch"]')
    .getAttribute('content')
    .then((content) => (content ?? '').split(' ').filter(Boolean));
  // The panel's first screen: its layout's libraries, the panel and the dashboard.
  expect(listed.some((file) => /\/panel-libraries\.\w+\.js$/.test(file))).toBe(true);
  expect(listed.some((file) => /\/dashboard\.\w+\.js$/.test(file))).toBe(true);
  // Prefetched, not run: no script element of the panel on the sign-in page.
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(listed.length);
  await expect
    .poll(() => listed.every((file) => fetched.some((f) => f.url === file && f.prefetch)))
    .toBe(true);
  const scripts = await page.evaluate(() =>
    [...document.scripts].map((script) => new URL(script.src || location.href).pathname),
  );
  expect(scripts.filter((src) => listed.includes(src))).toEqual([]);

  fetched.length = 0;
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Each file the panel ran after sign-in came from the HTTP cache.
  await expect
    .poll(() => listed.every((file) => fetched.some((f) => f.url === file && !f.prefetch)))
    .toBe(true);
  expect(fetched.filter((f) => listed.includes(f.url) && !f.fromCache)).toEqual([]);
});

test('a protected page redirects to /login and returns there after sign-in', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/users$/);
});

test('a signed-in visitor opening /login or /register goes to /dashboard', async ({ page }) => {
  await signIn(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('public pages: home, about and the debug page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Academic Publishing Platform Management System')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.goto('/about');
  await expect(page.getByText(/Module Federation/).first()).toBeVisible();
  await page.goto('/test');
  await expect(page.getByText('React is Working')).toBeVisible();
});

test('the public pages and the not-found page do not load what the host provides to the sections', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByText('Academic Publishing Platform Management System')).toBeVisible();
  await page.goto('/about');
  await expect(page.getByText(/Module Federation/).first()).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/js\/public-libraries\.\w+\.js$/)]),
  );
  expect(scripts.filter((file) => /^\/js\/provided\./.test(file))).toEqual([]);
});
