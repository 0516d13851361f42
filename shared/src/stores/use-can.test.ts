import { act, renderHook } from '@testing-library/react';
import { makeUser } from '../testing/fixtures';
import { useAuthStore } from './auth-store';
import { useCan, useCanAny } from './use-can';

const role = (id: number, name: string) => ({ id, name, description: null });
const signInAs = (...roles: string[]) =>
  act(() =>
    useAuthStore.getState().login(makeUser({ roles: roles.map((r, i) => role(i + 1, r)) }), 't'),
  );

afterEach(() => act(() => useAuthStore.getState().logout()));

describe('useCan', () => {
  it('follows the permission rules for the signed-in user', () => {
    signInAs('associate-editor');
    const { result } = renderHook(() => ({
      manage: useCan('journals.manage'),
      staff: useCan('journals.staffView'),
      create: useCan('manuscripts.create'),
    }));
    expect(result.current).toEqual({ manage: false, staff: true, create: true });
  });

  it('is false for everything when signed out and follows sign-in and sign-out', () => {
    const { result } = renderHook(() => useCan('manuscripts.create'));
    expect(result.current).toBe(false);
    signInAs('author');
    expect(result.current).toBe(true);
    act(() => useAuthStore.getState().logout());
    expect(result.current).toBe(false);
  });

  it('gives super-admin-only permissions to super admins only', () => {
    signInAs('admin');
    const { result, rerender } = renderHook(() => useCan('users.forceDelete'));
    expect(result.current).toBe(false);
    signInAs('super-admin');
    rerender();
    expect(result.current).toBe(true);
  });
});

describe('useCanAny', () => {
  it('is true when one of the permissions is held', () => {
    signInAs('editor-in-chief');
    const { result } = renderHook(() => [
      useCanAny('users.manage', 'manuscripts.edit'),
      useCanAny('users.manage', 'releases.manage'),
      useCanAny(),
    ]);
    expect(result.current).toEqual([true, false, false]);
  });
});
