import { act } from '@testing-library/react';
import { useNavigate } from '../router';
import { renderHookAtUrl } from '../testing/render-hook-at-url';
import { useListParams } from './use-list-params';
import { useTabParam } from './use-tab-param';

const defaults = { per_page: 10, filters: { status: '' } };

/** A list and the page's tabs, two writers of one URL, as on a detail page. */
const setup = (initialEntry: string) =>
  renderHookAtUrl(initialEntry, () => ({
    list: useListParams(defaults),
    tabs: useTabParam(['overview', 'mails'] as const),
    navigate: useNavigate(),
  }));

it('keeps a list change made just before another writer opens a tab', () => {
  // Both are made with the first render's functions, before the new status is rendered.
  const { result, search } = setup('/manuscripts/1');
  const { list, tabs } = result.current;
  act(() => {
    list.setFilter('status', 'deleted');
    tabs.selectTab('mails');
  });
  expect(search()).toBe('?status=deleted&tab=mails');
  expect(result.current.tabs.tab).toBe('mails');
  expect(result.current.list.filters.status).toBe('deleted');
});

it('builds on a URL rendered since (Back, a link), not on the last change written', () => {
  const { result, search } = setup('/manuscripts/1');
  act(() => result.current.list.setFilter('status', 'deleted'));
  expect(search()).toBe('?status=deleted');
  act(() => result.current.navigate('/manuscripts/1?tab=mails'));
  act(() => result.current.list.setSearch('gene'));
  expect(search()).toBe('?tab=mails&search=gene');
});

it('starts from its own URL in another router, whatever was written in the last one', () => {
  const first = setup('/manuscripts/1');
  act(() => first.result.current.list.setFilter('status', 'deleted'));
  first.unmount();
  const second = setup('/manuscripts/1');
  act(() => second.result.current.tabs.selectTab('mails'));
  expect(second.search()).toBe('?tab=mails');
});
