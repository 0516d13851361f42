import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'colophon-demo';
export const ADMIN = { email: 'admin@colophon.test', password: DEMO_PASSWORD };

export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** Signs in through the real login form. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in as a demo account through the login page and waits for the dashboard. */
export async function signIn(page: Page, account = ADMIN) {
  await page.goto('/login');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}
