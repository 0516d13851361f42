/**
 * @jest-environment node
 */
// The panel's first screen's antd styles come from a stylesheet computed when
// the host is built (shared/mf/panel-styles.cjs). A style the screen uses that
// the stylesheet does not list is computed in the browser on the first render
// (e2e/tests/auth.spec.ts checks a phone's dashboard writes none).
// Loaded first, in the development mode jest's setup loaded React in: the
// extraction switches to production while it renders, and a production
// react-dom/server cannot render with a development React.
import 'react-dom/server';
import { listedPaths, panelStyles } from '@colophon/shared/mf';

describe('the panel’s first-screen stylesheet', () => {
  const panel = panelStyles();

  it('holds the frame’s and the dashboard’s styles, and lists them in one rule', () => {
    expect(listedPaths(panel)).toEqual(
      expect.arrayContaining([
        'Layout-Layout|ant-layout|anticon',
        'Button-Button|ant-btn|anticon',
        'Grid-Grid|ant-row|anticon',
        'Card-Card|ant-card|anticon',
        'Statistic-Statistic|ant-statistic|anticon',
        'Tag-status|ant-tag|anticon',
        'Progress-Progress|ant-progress|anticon',
        'Drawer-Drawer|ant-drawer|anticon',
        'Dropdown-Dropdown|ant-dropdown|anticon',
      ]),
    );
    expect(panel).toMatch(/\.ant-card\{/);
    expect(panel.match(/data-ant-cssinjs-cache-path\{/g)).toHaveLength(1);
  });

  it('does not list what the first screen does not draw', () => {
    expect(listedPaths(panel)).not.toContain('Table-Table|ant-table|anticon');
  });
});
