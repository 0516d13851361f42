// What a reader must never be shown: checked on the manuscript's tabs, in the
// notification bell and in every API answer the reader's browser received
// (hidden by the panel is not enough: the API must not send it).
import { expect, type Locator, type Page } from '@playwright/test';

/** Which of `forbidden` occur in `text`. */
const found = (text: string, forbidden: readonly string[]) =>
  forbidden.filter((secret) => text.includes(secret));

/**
 * Records the body of every API answer `page` receives. `expectNone` then
 * asserts that none of them carries any of the texts the reader may not see.
 */
export function watchApi(page: Page) {
  const bodies: { url: string; text: string }[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!new URL(url).pathname.startsWith('/api/')) return;
    reads.push(
      response.text().then(
        (text) => void bodies.push({ url, text }),
        // A redirect or an answer dropped by a navigation has no body to read.
        () => undefined,
      ),
    );
  });
  return {
    async expectNone(forbidden: readonly string[]) {
      await Promise.all(reads);
      // The reader's browser did talk to the API: the check is not vacuous.
      expect(bodies.length).toBeGreaterThan(10);
      const leaks = bodies.flatMap(({ url, text }) =>
        found(text, forbidden).map((secret) => `${new URL(url).pathname} carries “${secret}”`),
      );
      expect(leaks, 'API answers carrying what the reader may not see').toEqual([]);
      return bodies.length;
    },
  };
}

export type DetailTab = 'Overview' | 'Authors' | 'Revisions' | 'Reviews';
const TABS: DetailTab[] = ['Overview', 'Authors', 'Revisions', 'Reviews'];

/** What must show on a tab (checked first, so the tab has loaded before looking for leaks). */
export type TabShows = Partial<Record<DetailTab, (panel: Locator) => Promise<void>>>;

/**
 * Opens the manuscript and goes through its four tabs: on each, what it must
 * show, then that none of `forbidden` is in the page's text or markup.
 */
export async function expectTabsWithout(
  page: Page,
  manuscript: { id: number; title: string },
  forbidden: readonly string[],
  shows: TabShows = {},
) {
  await page.goto(`/manuscripts/${manuscript.id}`);
  await expect(page.getByRole('heading', { name: manuscript.title })).toBeVisible();
  const leaks: string[] = [];
  for (const name of TABS) {
    const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeVisible();
    if (name === 'Overview') await expect(panel.getByText('Manuscript ID')).toBeVisible();
    await shows[name]?.(panel);
    const text = (await page.locator('body').textContent()) ?? '';
    const markup = await page.content();
    for (const secret of new Set([...found(text, forbidden), ...found(markup, forbidden)])) {
      leaks.push(`${name} tab shows “${secret}”`);
    }
  }
  expect(leaks, 'texts the reader may not see, on the manuscript’s tabs').toEqual([]);
}

/**
 * Opens the notification bell: the notification `shows` is there, and none of
 * `forbidden` is in the panel. Closes it again.
 */
export async function expectBellWithout(
  page: Page,
  shows: string | RegExp,
  forbidden: readonly string[],
) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  // The bell polls every 10 s: a notification of a moment ago may take one poll.
  await expect(dialog.getByRole('link', { name: shows }).first()).toBeVisible({
    timeout: 25_000,
  });
  const text = (await dialog.textContent()) ?? '';
  expect(found(text, forbidden), 'texts the reader may not see, in the bell').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
