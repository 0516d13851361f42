import type { Page } from '@playwright/test';

/**
 * Waits until no antd popup of `popupClass` ('ant-select-dropdown', 'ant-dropdown', 'ant-modal')
 * is still opening: while its appear/enter motion runs, its boxes are not where a click lands.
 */
export async function waitForMotionEnd(page: Page, popupClass: string, timeout?: number) {
  await page.waitForFunction(
    (popup) => !document.querySelector(`.${popup}[class*="-appear"], .${popup}[class*="-enter"]`),
    popupClass,
    timeout === undefined ? undefined : { timeout },
  );
}
