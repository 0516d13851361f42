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
];

interface ContrastData {
  fgColor: string;
  bgColor: string;
  contrastRatio: number;
}
type Violation = {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[]; any: { data?: unknown }[] }[];
};

const SEVERE = new Set(['serious', 'critical']);

/**
 * Colour pairs of antd's default theme that fail WCAG AA (4.5:1 for text this
 * size) wherever antd draws them: secondary/description text (rgba(0,0,0,.45),
 * on white and on the layout grey), colorPrimary #1677ff as link text and with
 * white on primary buttons, the selected menu item and "processing" tags, the
 * warning/success/error tags, and the avatar's white on #bfbfbf. They are not
 * one screen's doing: the fix is the shared theme (the ConfigProvider tokens of
 * AppProviders in @colophon/shared), one change for the host and every section.
 * Until then they are reported, not failed; any other pair fails the test.
 */
const ANTD_DEFAULT_PALETTE = new Set([
  '#8c8c8c on #ffffff',
  '#878787 on #f5f5f5',
  '#1677ff on #ffffff',
  '#1677ff on #f5f5f5',
  '#1677ff on #e6f4ff',
  '#ffffff on #1677ff',
  '#faad14 on #fffbe6',
  '#52c41a on #f6ffed',
  '#ff4d4f on #fff2f0',
  '#ffffff on #bfbfbf',
]);

function describeViolation(violation: Violation) {
  const nodes = violation.nodes.map((n) => n.target.join(' ')).join(', ');
  return `${violation.impact} ${violation.id}: ${nodes}`;
}

/** Severe violations of the screen on display, known theme contrast pairs aside. */
async function severeViolations(page: Page, known: string[]) {
  // antd fades and slides menus, tables and tags in: let the motion end before colours are read.
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found: string[] = [];
  for (const violation of violations as Violation[]) {
    if (!SEVERE.has(violation.impact ?? '')) continue;
    if (violation.id !== 'color-contrast') {
      found.push(describeViolation(violation));
      continue;
    }
    const others = violation.nodes.filter((node) => {
      const data = node.any[0]?.data as ContrastData | undefined;
      const pair = data ? `${data.fgColor} on ${data.bgColor}` : 'unknown';
      if (!ANTD_DEFAULT_PALETTE.has(pair)) return true;
      known.push(pair);
      return false;
    });
    if (others.length) found.push(describeViolation({ ...violation, nodes: others }));
  }
  return found;
}

const EMPTY = {
  login: [],
  dashboard: [],
  journals: [],
  manuscripts: [],
  users: [],
  categories: [],
};

test('no serious or critical accessibility violations on login, dashboard and the four sections', async ({
  page,
}, testInfo) => {
  // Six full-page axe runs on a busy machine.
  test.slow();
  const found: Record<string, string[]> = {};
  const known: string[] = [];
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  found.login = await severeViolations(page, known);
  await signIn(page);
  for (const screen of SIGNED_IN_SCREENS) {
    await screen.open(page);
    await expect(screen.content(page)).toBeVisible();
    found[screen.name] = await severeViolations(page, known);
  }
  if (known.length) {
    const pairs = [...new Set(known)].join('; ');
    testInfo.annotations.push({
      type: 'known issue',
      description: `${known.length} color-contrast nodes in antd's default palette: ${pairs}`,
    });
  }
  expect(found).toEqual(EMPTY);
});
