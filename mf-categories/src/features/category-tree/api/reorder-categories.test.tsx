import { type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { categoryNode } from '../../../testing/category-fixture';
import { categoryKeys } from '../../../lib/category-keys';
import { type CategoryNode } from '../../../lib/category-types';
import { useReorderCategories } from './reorder-categories';

const before: CategoryNode[] = [
  categoryNode(1, 'Arts'),
  categoryNode(2, 'Science', [], { order: 1 }),
];
const after: CategoryNode[] = [
  categoryNode(2, 'Science'),
  categoryNode(1, 'Arts', [], { order: 1 }),
];
const orders = [
  { id: 2, parent_id: null, order: 0 },
  { id: 1, parent_id: null, order: 1 },
];

function setup() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(categoryKeys.tree(), before);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useReorderCategories(), { wrapper });
  return { queryClient, result, tree: () => queryClient.getQueryData(categoryKeys.tree()) };
}

/** A call that stays open until the test settles it. */
function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => jest.restoreAllMocks());

describe('useReorderCategories', () => {
  it('shows the moved tree at once and saves the orders', async () => {
    const call = deferred();
    const post = jest.spyOn(apiClient, 'post').mockReturnValue(call.promise as never);
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: after } });
    const { result, tree } = setup();

    act(() => result.current.mutate({ tree: after, orders }));
    await waitFor(() => expect(tree()).toEqual(after));
    expect(post).toHaveBeenCalledWith('categories/reorder', { orders });

    await act(async () => call.resolve({ data: { message: 'Categories reordered successfully' } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(tree()).toEqual(after);
  });

  it('puts the previous tree back when the server refuses', async () => {
    const call = deferred();
    jest.spyOn(apiClient, 'post').mockReturnValue(call.promise as never);
    const { queryClient, result, tree } = setup();

    act(() => result.current.mutate({ tree: after, orders }));
    await waitFor(() => expect(tree()).toEqual(after));

    await act(async () => call.reject({ status: 422, message: 'Refused', errors: {} }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(tree()).toEqual(before);
    // And marked stale: the screen refetches the server's tree.
    expect(queryClient.getQueryState(categoryKeys.tree())?.isInvalidated).toBe(true);
  });
});
