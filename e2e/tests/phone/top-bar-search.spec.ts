import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../support/session';

// On a 390×844 phone a full search box would shrink to "S…", so on narrow
// screens it is an icon button that opens the same combobox across the bar.
// The phone project runs this at 390×844; the size is also set here so the
// spec means the same wherever it runs.
test.use({ viewport: { width: 390, height: 844 } });

/** Nothing in the page is wider than the screen (no sideways scrolling). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return {
      scroll: document.documentElement.scrollWidth - width,
      wide: [...document.querySelectorAll('main *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > width + 1 || box.left < -1);
        })
        // Inside a scroller (a table's own horizontal scroll) is fine.
        .filter(
          (element) => !element.closest('.ant-table-content, .ant-table-body, .ant-tabs-nav-wrap'),
        )
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120))
        .slice(0, 5),
    };
  });
  expect(overflow.wide).toEqual([]);
  expect(overflow.scroll).toBeLessThanOrEqual(0);
}

test('the top bar search is an icon that opens a full-width combobox; Esc returns to the icon', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const header = page.locator('header').first();
  const icon = header.getByRole('button', { name: 'Search', exact: true });
  await expect(icon).toBeVisible();
  await expect(header.getByRole('combobox')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('top-bar-closed.png') });

  await icon.click();
  const box = page.getByRole('combobox', { name: /search/i });
  await expect(box).toBeFocused();
  // Full width: the box spans most of the 390 px screen (beside its close button).
  const width = (await box.boundingBox())!.width;
  expect(width).toBeGreaterThan(250);

  await box.fill('journal');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const list = (await listbox.boundingBox())!;
  expect(list.x).toBeGreaterThanOrEqual(0);
  expect(list.x + list.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('top-bar-open.png') });

  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(icon).toBeFocused();

  // Enter opens the results page, and the bar is back to its icon.
  await icon.click();
  await page.getByRole('combobox').fill('journal');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=journal/);
  await expect(header.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
});

test('detail pages fit a 390 px screen (no sideways scrolling)', async ({ page }, testInfo) => {
  await signIn(page);
  for (const path of ['/journals', '/manuscripts', '/users']) {
    await page.goto(path);
    // The first record's detail page.
    const firstRecord = () =>
      page
        .locator('main a[href]')
        .evaluateAll(
          (links, list) =>
            links
              .map((link) => link.getAttribute('href') ?? '')
              .find((href) => new RegExp(`^${list}/\\d+$`).test(href)) ?? null,
          path,
        );
    await expect.poll(firstRecord).not.toBeNull();
    await page.goto((await firstRecord())!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalOverflow(page);
    await page.screenshot({
      path: testInfo.outputPath(`detail${path.replace('/', '-')}.png`),
      fullPage: true,
    });
  }
});
