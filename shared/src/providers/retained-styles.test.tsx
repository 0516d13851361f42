import { render } from '@testing-library/react';
import { Table } from '@colophon/shared/antd';
import { AppProviders } from './app-providers';
import { createRetainedStyleCache, retainedStyleCache } from './retained-styles';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

/** The cache's entries whose path names a component's styles, e.g. 'Table'. */
function entriesOf(component: string) {
  return [...retainedStyleCache.cache].filter(([path]) => path.includes(component));
}

it('keeps an entry with a count of 0 when its last user leaves, and counts again from it', () => {
  const cache = createRetainedStyleCache();
  const styles = { computed: true };
  cache.opUpdate('k', () => [1, styles]);
  cache.opUpdate('k', (previous) =>
    previous && previous[0] > 1 ? [previous[0] - 1, previous[1]] : null,
  );
  expect(cache.opGet('k')).toEqual([0, styles]);
  cache.opUpdate('k', (previous) => [(previous?.[0] ?? 0) + 1, previous?.[1]]);
  expect(cache.opGet('k')?.[1]).toBe(styles);
  // A key that was never there stays absent when its updater drops it.
  cache.opUpdate('never', () => null);
  expect(cache.opGet('never')).toBeNull();
});

it('reuses the styles a section computed when it mounts again as a new React root', () => {
  const data = [{ key: 1, title: 'Coral reefs' }];
  const columns = [{ title: 'Title', dataIndex: 'title' }];
  const first = render(
    <AppProviders>
      <Table dataSource={data} columns={columns} pagination={false} />
    </AppProviders>,
  );
  const computed = entriesOf('Table');
  expect(computed.length).toBeGreaterThan(0);
  first.unmount();
  // The last user left: each entry is kept, with a count of 0 and its computation.
  for (const [path, value] of computed) {
    expect(retainedStyleCache.opGet(path)).toEqual([0, value[1]]);
  }

  // A new React root (a section mounted again) takes the same computations.
  const second = render(
    <AppProviders>
      <Table dataSource={data} columns={columns} pagination={false} />
    </AppProviders>,
  );
  // The same entries, not new ones: every root names the theme's CSS variables alike.
  expect(entriesOf('Table')).toHaveLength(computed.length);
  for (const [path, value] of computed) {
    const entry = retainedStyleCache.opGet(path);
    expect(entry?.[0]).toBeGreaterThan(0);
    expect(entry?.[1]).toBe(value[1]);
  }
  second.unmount();
});
