import { type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { AppProviders, queryClient, useAuthStore } from '@colophon/shared';
import { makeUser } from '@colophon/shared/testing';
import { fakeApi } from '../../../test/fake-api';
import '../../../app/register-translations';
import { useNavBadge } from './use-nav-badge';

const wrapper = ({ children }: { children: ReactNode }) => <AppProviders>{children}</AppProviders>;

function serve(awaiting: number) {
  return fakeApi(() => ({
    status: 200,
    data: { data: { unread: 0, manuscripts_awaiting_action: awaiting } },
  }));
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  queryClient.clear();
  useAuthStore.getState().login(makeUser(), 'token');
});
afterEach(() => api.restore());

it('counts the manuscripts awaiting the reader’s action on the entry of their work', async () => {
  api = serve(3);
  const { result } = renderHook(() => useNavBadge({ badge: 5, actionBadge: true }), { wrapper });
  await waitFor(() => expect(result.current.count).toBe(3));
  expect(result.current.title).toBe('3 manuscripts await your action');
});

it('shows no badge at zero; other entries keep their manifest badge', async () => {
  api = serve(0);
  const { result } = renderHook(
    () => [useNavBadge({ badge: 5, actionBadge: true }), useNavBadge({ badge: 2 })],
    { wrapper },
  );
  await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
  expect(result.current[0]!.count).toBe(0);
  expect(result.current[1]).toEqual({ count: 2, title: undefined });
});
