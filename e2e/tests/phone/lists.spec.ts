import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../support/session';

// On a 390×844 phone the lists show their key columns (title,
// status, a date) and fold the rest into an expandable row; nothing of the
// page is off-screen sideways. The phone project runs this at 390×844.
test.use({ viewport: { width: 390, height: 844 } });

/** Nothing in the page is wider than the screen (no sideways scrolling of the page). */
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
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120))
        .slice(0, 5),
    };
  });
  expect(overflow.wide).toEqual([]);
  expect(overflow.scroll).toBeLessThanOrEqual(0);
}

const LISTS = [
  {
    path: '/manuscripts',
    shown: ['Title', 'Status', 'Submitted'],
    folded: ['ID', 'Journal', 'Type', 'Version', 'Updated'],
  },
  // The longest status label ("Revision Requested") must not push the date off the screen.
  {
    path: '/manuscripts?status=revision_requested',
    shown: ['Title', 'Status', 'Submitted'],
    folded: ['ID', 'Journal', 'Type', 'Version', 'Updated'],
  },
  {
    path: '/journals',
    shown: ['Title', 'Status', 'Updated'],
    folded: ['ISSN', 'Publisher', 'Active', 'Manuscripts', 'Actions'],
  },
  {
    path: '/users',
    shown: ['Name', 'Status', 'Joined'],
    folded: ['Email', 'Roles'],
  },
];

for (const list of LISTS) {
  test(`${list.path} on a phone: title, status and date in view, the rest in an expandable row`, async ({
    page,
  }, testInfo) => {
    await signIn(page);
    await page.goto(list.path);
    const table = page.locator('main table').first();
    const header = table.locator('thead');
    const rows = table.locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();

    for (const name of list.shown) {
      const cell = header.locator('th').filter({ hasText: new RegExp(`^${name}$`) });
      await expect(cell).toBeInViewport();
    }
    for (const name of list.folded)
      await expect(header.locator('th').filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(
        0,
      );
    // Each row's status is on screen, not pushed off to the side.
    await expect(rows.first().locator('td').nth(2)).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('list.png'), fullPage: true });

    // Expanding the first row shows what the columns left out, as terms and values.
    await rows
      .first()
      .getByRole('button', { name: /expand row/i })
      .click();
    const folded = page.locator('.colophon-list-folded').first();
    await expect(folded).toBeVisible();
    for (const name of list.folded)
      await expect(folded.locator('dt').filter({ hasText: new RegExp(`^${name}$`) })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('expanded.png'), fullPage: true });
  });
}
