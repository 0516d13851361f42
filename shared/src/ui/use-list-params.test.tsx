import { act } from '@testing-library/react';
import { renderHookAtUrl } from '../testing/render-hook-at-url';
import { useListParams } from './use-list-params';

const defaults = { per_page: 10, filters: { status: '', manuscript_type: '' } };

const setup = (initialEntry: string) =>
  renderHookAtUrl(initialEntry, () => useListParams(defaults));

it('reads defaults from an empty URL', () => {
  const { result, search } = setup('/manuscripts');
  expect(result.current).toMatchObject({
    page: 1,
    per_page: 10,
    search: '',
    filters: { status: '', manuscript_type: '' },
  });
  expect(result.current.query).toEqual({ page: 1, per_page: 10 });
  expect(search()).toBe('');
});

it('reads page, size, search and filters from the URL', () => {
  const { result } = setup('/manuscripts?page=3&per_page=25&search=gene&status=draft&other=x');
  expect(result.current).toMatchObject({
    page: 3,
    per_page: 25,
    search: 'gene',
    filters: { status: 'draft', manuscript_type: '' },
  });
  expect(result.current.query).toEqual({ page: 3, per_page: 25, search: 'gene', status: 'draft' });
});

it('ignores invalid numbers', () => {
  const { result } = setup('/manuscripts?page=abc&per_page=0');
  expect(result.current).toMatchObject({ page: 1, per_page: 10 });
});

it('writes the page to the URL and omits the default page', () => {
  const { result, search } = setup('/manuscripts');
  act(() => result.current.setPage(2));
  expect(search()).toBe('?page=2');
  expect(result.current.page).toBe(2);
  act(() => result.current.setPage(1));
  expect(search()).toBe('');
});

it('resets the page when a filter changes and drops a filter set back to its default', () => {
  const { result, search } = setup('/manuscripts?page=4&search=gene');
  act(() => result.current.setFilter('status', 'under_review'));
  expect(new URLSearchParams(search()).get('page')).toBeNull();
  expect(result.current).toMatchObject({
    page: 1,
    search: 'gene',
    filters: { status: 'under_review' },
  });
  act(() => result.current.setFilters({ manuscript_type: 'editorial', status: '' }));
  expect(Object.fromEntries(new URLSearchParams(search()))).toEqual({
    search: 'gene',
    manuscript_type: 'editorial',
  });
});

it('resets the page on a new search', () => {
  const { result, search } = setup('/manuscripts?page=4');
  act(() => result.current.setSearch('cell'));
  expect(search()).toBe('?search=cell');
  act(() => result.current.setSearch(''));
  expect(search()).toBe('');
});

it('goes to page 1 when the page size changes, keeps the page otherwise', () => {
  const { result, search } = setup('/manuscripts?page=3');
  act(() => result.current.setPagination(4, 10));
  expect(search()).toBe('?page=4');
  act(() => result.current.setPagination(4, 50));
  expect(search()).toBe('?per_page=50');
});

it('reset clears everything it manages and keeps unrelated params', () => {
  const { result, search } = setup('/manuscripts?page=2&status=draft&search=x&tab=all');
  act(() => result.current.reset());
  expect(search()).toBe('?tab=all');
});

it('keeps a filter changed just before a search, before the list renders again', () => {
  // A status clicked and a search entered at once: the second change is made with the
  // first render's functions, before the URL's new status has been rendered.
  const { result, search } = setup('/users');
  const list = result.current;
  act(() => {
    list.setFilter('status', 'deleted');
    list.setSearch('Filter Person');
  });
  expect(search()).toBe('?status=deleted&search=Filter+Person');
  expect(result.current.filters.status).toBe('deleted');
  expect(result.current.search).toBe('Filter Person');
});
