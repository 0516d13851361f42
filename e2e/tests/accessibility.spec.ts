import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

// axe-core over every screen of the admin journey, with all of axe's default
// rules (WCAG 2.x A/AA and best practices) over the whole page.

interface Screen {
  name: string;
  /** Reaches the screen from the previous one. */
  open: (page: Page) => Promise<unknown>;
  /** The screen's content: checked once it is on screen, not its spinner. */
  content: (page: Page) => ReturnType<Page['locator']>;
}

const sidebarLink = (page: Page, path: string) =>
  page.getByRole('navigation').first().locator(`a[href="${path}"]`).first();

const sectionScreen = (section: string, content: string): Screen => ({
  name: section,
  open: (page) => sidebarLink(page, `/${section}`).click(),
  content: (page) => page.locator(`.colophon-section-${section} ${content}:visible`).first(),
});

const SIGNED_IN_SCREENS: Screen[] = [
  {
    name: 'dashboard',
    open: () => Promise.resolve(),
    content: (page) => page.locator('.ant-statistic-content-value').first(),
  },
  sectionScreen('journals', '.ant-table-tbody > tr.ant-table-row'),
  sectionScreen('manuscripts', '.ant-table-tbody > tr.ant-table-row'),
  sectionScreen('users', '.ant-table-tbody > tr.ant-table-row'),
  // rc-tree also renders a hidden measuring node with this class: :visible skips it.
  sectionScreen('categories', '.ant-tree-treenode'),
  // A figure card's heading: the figures have answered (the charts come with them).
  sectionScreen('analytics', '#acceptance-title'),
];

interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

const SEVERE = new Set(['serious', 'critical']);

function describeViolation(violation: Violation) {
  const nodes = violation.nodes.map((n) => n.target.join(' ')).join(', ');
  return `${violation.impact} ${violation.id}: ${nodes}`;
}

/** Serious and critical violations of the screen on display. */
async function severeViolations(page: Page) {
  // antd fades and slides menus, tables and tags in: let the motion end before colours are read.
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return (violations as Violation[])
    .filter((violation) => SEVERE.has(violation.impact ?? ''))
    .map(describeViolation);
}

const EMPTY = {
  login: [],
  dashboard: [],
  journals: [],
  manuscripts: [],
  users: [],
  categories: [],
  analytics: [],
};

test('no serious or critical accessibility violations on login, dashboard and every section', async ({
  page,
}) => {
  // Seven full-page axe runs on a busy machine.
  test.slow();
  const found: Record<string, string[]> = {};
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  found.login = await severeViolations(page);
  await signIn(page);
  for (const screen of SIGNED_IN_SCREENS) {
    await screen.open(page);
    await expect(screen.content(page)).toBeVisible();
    found[screen.name] = await severeViolations(page);
  }
  expect(found).toEqual(EMPTY);
});
