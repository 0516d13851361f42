import { expect, type Page } from '@playwright/test';

/**
 * Asserts that a toast with `text` is shown, then closes it and waits until it has gone.
 * A later action that shows the same text is then judged by its own toast, not one
 * still on screen from before (success toasts stay three seconds).
 */
export async function expectToastAndClose(page: Page, text: string) {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: text });
  await expect(notice).toHaveCount(1);
  await notice.locator('.ant-notification-notice-close').click();
  await expect(notice).toHaveCount(0);
}
