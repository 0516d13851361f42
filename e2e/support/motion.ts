import { expect, type Page } from '@playwright/test';

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

/**
 * The open dialog, once it has finished opening. A click that lands during the dialog's zoom-in
 * can miss its target (the box is still growing) and fall on the mask, which closes the dialog:
 * a button clicked right after the dialog opens is clicked only after this.
 */
export async function openedDialog(page: Page, name?: string) {
  const dialog = page.getByRole('dialog', name === undefined ? {} : { name });
  await expect(dialog).toBeVisible();
  await waitForMotionEnd(page, 'ant-modal');
  return dialog;
}
