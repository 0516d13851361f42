import { useAuthStore } from '@colophon/shared';
import { makeUser } from '@colophon/shared/testing';

/** Signs a user holding `roles` in (id 7 unless given), as the auth store holds them. */
export function signInAs(roles: string[], id = 7) {
  useAuthStore.setState({
    user: makeUser({
      id,
      roles: roles.map((name, index) => ({ id: index + 1, name, description: null })),
    }),
  });
}

export const signOut = () => useAuthStore.setState({ user: null });
