import { expect, test } from '@playwright/test';
import { pickMenuItem, signIn } from '../support/session';

test('switching to Urdu flips the page to right-to-left and translates it', async ({ page }) => {
  await signIn(page);
  const sidebar = page.getByRole('navigation').first();
  await expect(sidebar.getByText('Dashboard', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /language/i }).click();
  await pickMenuItem(page, /اردو|Urdu/);

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(sidebar.getByText('Dashboard', { exact: true })).toHaveCount(0);

  // The choice is saved: it survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('button', { name: /language|زبان/i }).click();
  await pickMenuItem(page, /English/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the theme toggle cycles system → light → dark and the choice survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page);
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: /theme/i });

  // Start from a known mode: cycle until the toggle reports dark.
  for (let i = 0; i < 3 && !(await html.getAttribute('class'))?.includes('dark'); i += 1) {
    await toggle.click();
  }
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // dark → system follows the device preference (light here).
  await page.getByRole('button', { name: /theme/i }).click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  await expect(html).not.toHaveClass(/dark/);
});
