import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/session';

// The register form refuses a common password on its field
// before asking the server, in every language; the sign-in page never loads
// the password dictionaries. The verification page reports a bad link.

const COMMON = {
  en: 'This password is too common. Choose one that is harder to guess',
  ur: 'یہ پاس ورڈ بہت عام ہے۔ ایسا پاس ورڈ چنیں جس کا اندازہ لگانا مشکل ہو',
};

for (const language of ['en', 'ur'] as const) {
  test(`register refuses a common password on the password field (${language})`, async ({
    page,
  }, testInfo) => {
    await page.addInitScript((lang) => localStorage.setItem('colophon.language', lang), language);
    const registrations: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/auth/register')) registrations.push(r.url());
    });
    await page.goto('/register');
    const inputs = page.locator('form input');
    await inputs.nth(0).fill('Ada Lovelace');
    await inputs.nth(1).fill(uniqueEmail('common'));
    await inputs.nth(2).fill('123456');
    await inputs.nth(3).fill('123456');
    await page.locator('form button[type="submit"]').click();
    const error = page.getByText(COMMON[language]);
    await expect(error).toBeVisible();
    await expect(inputs.nth(2)).toHaveAttribute('aria-invalid', 'true');
    expect(registrations).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`register-common-${language}.png`) });
  });
}

test('the sign-in page loads no password dictionary', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // zxcvbn's common-password list (compressed) starts so; no script of the page carries it.
  expect(scripts.some((text) => text.includes('A123456ApasswordA12345678'))).toBe(false);
});

test('the verification page reports an invalid link', async ({ page }) => {
  await page.goto('/verify-email?token=1.1.nonsense');
  await expect(page.getByText('This verification link is invalid or has expired')).toBeVisible();
});
