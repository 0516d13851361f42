import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';
import { signInThroughForm, uniqueEmail } from '../support/session';

// A forgotten password, through the panel: the sign-in page's link, the mail
// in the outbox (read from the e2e API's SQLite file: a sensitive mail's body
// is never shown in the panel), the new password, and the old session gone.

const HOST = `http://localhost:${E2E_PORTS.host}`;

type Row = { body: string; sensitive: number } | undefined;
type Sqlite = { prepare(sql: string): { get(...params: unknown[]): Row }; close(): void };
// better-sqlite3 of the API's own dependencies (the e2e package has none).
const OpenSqlite = createRequire(path.resolve(__dirname, '../../api/package.json'))(
  'better-sqlite3',
) as new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Sqlite;

/** The newest mail to `address`; global-setup puts the database beside the release store. */
function lastMailTo(address: string): Row {
  const db = new OpenSqlite(path.join(path.dirname(process.env.RELEASES_DIR!), 'e2e.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db
      .prepare('select body, sensitive from mail_outbox where address = ? order by id desc limit 1')
      .get(address);
  } finally {
    db.close();
  }
}

test('a user resets a forgotten password through the mailed link; the old session ends', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('forgot');
  const oldPassword = 'first-harbour-42';
  const newPassword = 'quiet-lantern-71';
  const registered = await page.request.post('/api/v1/auth/register', {
    data: {
      name: 'Rosalind Franklin',
      email,
      password: oldPassword,
      password_confirmation: oldPassword,
    },
  });
  expect(registered.status()).toBe(201);

  // Registering signed the user in: that session, in a browser of its own, shows the dashboard.
  const { access_token: oldToken } = (await registered.json()) as { access_token: string };
  const elsewhere = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin: HOST, localStorage: [{ name: 'auth_token', value: oldToken }] }],
    },
  });
  const old = await elsewhere.newPage();
  await old.goto('/dashboard');
  await expect(old.getByText(/Welcome back, Rosalind/)).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByText(
      'If an account exists for this address, we have sent a link to reset the password.',
    ),
  ).toBeVisible();

  // Written in the request's own transaction: there once the answer is.
  const mail = lastMailTo(email);
  expect(mail?.sensitive).toBe(1);
  const link = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail!.body)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(
    page.getByText('Your password has been changed. Sign in with the new password.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The session from before the reset is over: its next request signs it out.
  await old.reload();
  await expect(old).toHaveURL(/\/login$/);
  await elsewhere.close();
});
