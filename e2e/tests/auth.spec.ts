import { expect, test } from '@playwright/test';
import {
  ADMIN,
  signIn,
  signInThroughForm,
  signOutThroughMenu,
  uniqueEmail,
} from '../support/session';

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

test('the sign-in page is drawn with antd styles computed when the host was built', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughForm(page, 'nope', '123');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await signInThroughForm(page, ADMIN.email, 'wrong-password');
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();

  // The build's stylesheet is in the page, with the list of the styles it holds…
  await expect(page.locator('style[data-first-paint]')).toHaveCount(1);
  // …so the only styles antd wrote in the browser are the theme's CSS variables
  // (a rule of custom properties per scope): no component's rules.
  const componentRules = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')]
      .map((style) => style.textContent ?? '')
      .filter((css) => !/^(\.[\w-]+(\.[\w-]+)*\{(--[\w-]+:[^;{}]*;)*\})+$/.test(css))
      .map((css) => css.slice(0, 120)),
  );
  expect(componentRules).toEqual([]);
});

test('the idle sign-in page prefetches the panel, which then loads from the cache', async ({
  page,
}) => {
  const fetched: { url: string; fromCache: boolean; prefetch: boolean }[] = [];
  page.on('requestfinished', (request) => {
    void request.sizes().then(({ responseBodySize }) =>
      fetched.push({
        url: new URL(request.url()).pathname,
        fromCache: responseBodySize <= 0,
        prefetch: request.resourceType() === 'other',
      }),
    );
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
