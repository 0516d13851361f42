import { expect, type Locator, type Page } from '@playwright/test';
import { waitForMotionEnd } from './motion';

/**
 * Chooses `label` in the antd select whose combobox is `combobox`, and waits until the select shows it.
 *
 * A click that lands while the options are still opening (their slide-in motion) is lost: the
 * list stays open with the option hovered and nothing is chosen. On a busy machine that happens
 * often enough to fail a run, so the pick waits for the motion to end and is repeated until the
 * choice shows. The list is opened only when no list is open (a second click on the combobox
 * would close it).
 */
export async function chooseOption(page: Page, combobox: Locator, label: string) {
  const select = combobox.locator(
    'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const option = open.locator(`.ant-select-item-option[title="${label}"]`);
  await expect(async () => {
    if (!(await open.isVisible())) await combobox.click();
    await expect(option).toBeVisible({ timeout: 2_000 });
    await waitForMotionEnd(page, 'ant-select-dropdown', 2_000);
    await option.click({ timeout: 2_000 });
    // The chosen option's title is on the select's content (antd 6).
    await expect(select.locator(`[title="${label}"]`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
