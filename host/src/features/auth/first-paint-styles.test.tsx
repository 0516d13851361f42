/**
 * @jest-environment node
 */
// The sign-in page's antd styles come from a stylesheet computed when the host
// is built (shared/mf/first-paint-styles.cjs). A style the page uses that the
// stylesheet does not list is computed in the browser again, on the page's
// first render: this fails when the page starts using a component the
// stylesheet does not render.
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createCache, StyleProvider } from '@colophon/shared/antd';
import { MemoryRouter } from '@colophon/shared/router';
import { i18n } from '@colophon/shared';
import { firstPaintStyles, listedPaths, panelStyles } from '@colophon/shared/mf';
import { LoginPage } from './login-page';

/** The cache paths of the component styles a render registered, without their hash. */
function registeredPaths(cache: ReturnType<typeof createCache>): string[] {
  return [...cache.cache.keys()]
    .filter((key) => key.startsWith('style%'))
    .map((key) => key.split('%').slice(2).join('|'));
}

describe('the first-paint stylesheet', () => {
  const css = firstPaintStyles();
  const listed = listedPaths(css);

  it('lists every antd style the sign-in page registers', () => {
    const cache = createCache();
    const html = renderToString(
      <StyleProvider cache={cache}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/login']}>
            <LoginPage />
          </MemoryRouter>
        </I18nextProvider>
      </StyleProvider>,
    );
    expect(html).toContain('type="submit"');
    const registered = registeredPaths(cache);
    expect(registered).toEqual(expect.arrayContaining(['Button-Button|ant-btn|anticon']));
    expect(registered.filter((path) => !listed.includes(path))).toEqual([]);
  });

  it('holds the styles it lists, and a path that is not a style is not listed', () => {
    expect(css).toMatch(/\.ant-btn/);
    expect(listed).toContain('Button-Button|ant-btn|anticon');
    expect(listed).not.toContain('Table-Table|ant-table|anticon');
  });
});

describe('the panel’s first-screen stylesheet', () => {
  const first = firstPaintStyles();
  const panel = panelStyles();

  it('holds the frame’s and the dashboard’s styles, not the sign-in page’s again', () => {
    expect(listedPaths(panel)).toEqual(
      expect.arrayContaining([
        'Layout-Layout|ant-layout|anticon',
        'Card-Card|ant-card|anticon',
        'Statistic-Statistic|ant-statistic|anticon',
        'Tag-status|ant-tag|anticon',
        'Progress-Progress|ant-progress|anticon',
        'Drawer-Drawer|ant-drawer|anticon',
        'Dropdown-Dropdown|ant-dropdown|anticon',
      ]),
    );
    expect(panel).toMatch(/\.ant-card\{/);
    expect(panel).not.toMatch(/\.ant-btn\{/);
    expect(panel).not.toMatch(/\.ant-form-item\{/);
  });

  it('lists the sign-in page’s paths too, in its one list (cssinjs reads the last)', () => {
    expect(panel.match(/data-ant-cssinjs-cache-path\{/g)).toHaveLength(1);
    expect(listedPaths(panel)).toEqual(expect.arrayContaining(listedPaths(first)));
  });
});
