// The one client session. A Module Federation singleton: the host
// and every section read and change this same store.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type User } from '@colophon/shared/contracts';
import { removeStorage, writeStorage } from './safe-storage';
import { AUTH_STORAGE_KEY, AUTH_TOKEN_KEY } from './storage-keys';

export interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  /** Signs in: stores user and token, clears loading and error, mirrors the token under auth_token. */
  login: (user: User, token: string) => void;
  /** Signs out: clears user and token and removes the stored token. */
  logout: () => void;
  /** Stores an error and ends loading. */
  setError: (error: string | null) => void;
  clearError: () => void;
  /** Merges the given fields into the current user; does nothing when signed out. */
  updateUser: (fields: Partial<User>) => void;
  setLoading: (isLoading: boolean) => void;
}

type PersistedAuth = Pick<AuthState, 'user' | 'token' | 'isAuthenticated'>;

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: false,
      error: null,
      login: (user, token) => {
        writeStorage(AUTH_TOKEN_KEY, token);
        set({ user, token, isAuthenticated: true, isLoading: false, error: null });
      },
      logout: () => {
        removeStorage(AUTH_TOKEN_KEY);
        set({ user: null, token: null, isAuthenticated: false, isLoading: false, error: null });
      },
      setError: (error) => set({ error, isLoading: false }),
      clearError: () => set({ error: null }),
      updateUser: (fields) =>
        set((state) => (state.user ? { user: { ...state.user, ...fields } } : {})),
      setLoading: (isLoading) => set({ isLoading }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedAuth => ({
        user: state.user,
        token: state.token,
        isAuthenticated: state.isAuthenticated,
      }),
      // A persisted session whose auth_token was cleared (another tab, a
      // manual clean-up) gets its token mirrored again.
      onRehydrateStorage: () => (state) => {
        if (state?.token) writeStorage(AUTH_TOKEN_KEY, state.token);
      },
    },
  ),
);
