import { makeUser } from '../testing/fixtures';
import { hasRole } from './has-role';

const role = (id: number, name: string) => ({ id, name, description: null });

it('is true when the user holds one of the roles', () => {
  const user = makeUser({ roles: [role(1, 'reviewer'), role(2, 'author')] });
  expect(hasRole(user, 'author')).toBe(true);
  expect(hasRole(user, 'admin', 'reviewer')).toBe(true);
});

it('is false otherwise, for no user and for no roles asked', () => {
  const user = makeUser({ roles: [role(1, 'author')] });
  expect(hasRole(user, 'admin', 'super-admin')).toBe(false);
  expect(hasRole(user)).toBe(false);
  expect(hasRole(null, 'admin')).toBe(false);
  expect(hasRole(undefined, 'admin')).toBe(false);
});
