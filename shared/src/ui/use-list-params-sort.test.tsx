// useListParams' sort and highlight: kept in the URL like the filters.
import { act } from '@testing-library/react';
import { renderHookAtUrl } from '../testing/render-hook-at-url';
import { useListParams } from './use-list-params';

const defaults = {
  per_page: 10,
  filters: { status: '' },
  sort: {
    default: 'title',
    natural: { title: 'asc', created_at: 'desc', updated_at: 'desc' } as const,
  },
};

const setup = (initialEntry: string) =>
  renderHookAtUrl(initialEntry, () => useListParams(defaults));

it('shows the default order without sort in the URL or the query', () => {
  const { result } = setup('/journals');
  expect(result.current.sorting).toMatchObject({ field: 'title', direction: 'asc' });
  expect(result.current.query).toEqual({ page: 1, per_page: 10 });
});

it('reads sort and direction from the URL into the query', () => {
  const { result } = setup('/journals?sort=created_at&direction=asc&status=active');
  expect(result.current.sorting).toMatchObject({ field: 'created_at', direction: 'asc' });
  expect(result.current.query).toEqual({
    page: 1,
    per_page: 10,
    status: 'active',
    sort: 'created_at',
    direction: 'asc',
  });
});

it('takes the natural direction when the URL has none or a bad one', () => {
  const { result } = setup('/journals?sort=updated_at&direction=up');
  expect(result.current.sorting).toMatchObject({ field: 'updated_at', direction: 'desc' });
  expect(result.current.query).toMatchObject({ sort: 'updated_at', direction: 'desc' });
});

it('reads an unknown sort as the default order instead of sending it', () => {
  const { result } = setup('/journals?sort=toString&direction=desc');
  expect(result.current.sorting).toMatchObject({ field: 'title', direction: 'asc' });
  expect(result.current.query).toEqual({ page: 1, per_page: 10 });
});

it('writes a new order to the URL, back to page 1, and the default order as none', () => {
  const { result, search } = setup('/journals?page=3');
  act(() => result.current.sorting!.onChange('created_at', 'desc'));
  expect(search()).toBe('?sort=created_at&direction=desc');
  act(() => result.current.sorting!.onChange('title', 'desc'));
  expect(search()).toBe('?sort=title&direction=desc');
  act(() => result.current.sorting!.onChange('title', 'asc'));
  expect(search()).toBe('');
  act(() => result.current.sorting!.onChange('created_at'));
  expect(search()).toBe('?sort=created_at&direction=desc');
  act(() => result.current.sorting!.onChange(undefined));
  expect(search()).toBe('');
});

it('clears the sort on reset', () => {
  const { result, search } = setup('/journals?sort=created_at&direction=asc&search=x');
  act(() => result.current.reset());
  expect(search()).toBe('');
});

it('reads the highlight, leaves it out of the query and drops it on request', () => {
  const { result, search } = setup('/journals?sort=updated_at&direction=desc&highlight=42');
  expect(result.current.highlight).toBe(42);
  expect(result.current.query).not.toHaveProperty('highlight');
  act(() => result.current.clearHighlight());
  expect(search()).toBe('?sort=updated_at&direction=desc');
  expect(result.current.highlight).toBeNull();
});

it('gives no sorting to a list without sort defaults', () => {
  const { result } = renderHookAtUrl('/x?sort=title', () => useListParams({ per_page: 10 }));
  expect(result.current.sorting).toBeUndefined();
  expect(result.current.query).toEqual({ page: 1, per_page: 10 });
});
