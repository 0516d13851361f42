import { expect, type Page } from '@playwright/test';
import { waitForMotionEnd } from './motion';

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

/**
 * Picks an item of an antd dropdown menu once the menu has finished opening.
 * Mid zoom-in, an item's box is not where the click lands: wait for the motion classes to go.
 */
export async function pickMenuItem(page: Page, name: string | RegExp) {
  const item = page.getByRole('menuitem', { name });
  await expect(item).toBeVisible();
  await waitForMotionEnd(page, 'ant-dropdown');
  await item.click();
}

/** Signs out through the user menu of the top bar. */
export async function signOutThroughMenu(page: Page, userName: string | RegExp) {
  await page.getByRole('button', { name: userName }).click();
  await pickMenuItem(page, /Sign Out/);
}

/**
 * Answers the open confirmation dialog with the button `name`, once the dialog has finished
 * opening. A click that lands during the dialog's zoom-in can be lost (the dialog stays open with
 * nothing answered): it is repeated until the dialog has closed.
 */
export async function answerConfirm(page: Page, name: string) {
  const dialog = page.locator('.ant-modal-confirm').filter({ visible: true });
  const button = dialog.getByRole('button', { name, exact: true });
  await expect(async () => {
    await waitForMotionEnd(page, 'ant-modal', 2_000);
    if (await button.isVisible()) await button.click({ timeout: 2_000 });
    await expect(dialog).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
