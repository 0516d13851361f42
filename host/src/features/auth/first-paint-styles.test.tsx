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
import { createCache, StyleProvider } from '@colophon/shared/antd-first-paint';
import { MemoryRouter } from '@colophon/shared/router';
import { i18n } from '@colophon/shared/shell';
import { firstPaintStyles, listedPaths } from '@colophon/shared/mf/first-paint-styles';
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
