import { type User } from '@colophon/shared/contracts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Ada Lovelace',
    email: 'ada@colophon.test',
    email_verified_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
    roles: [{ id: 1, name: 'admin', description: null }],
    academic_profile: null,
    ...overrides,
  };
}
