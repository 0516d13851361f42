// The shared rules this section's screens rely on (they replaced the section's
// own copies): who may manage journals or see staff data, and which route ids exist.
import { can, parseId } from '@colophon/shared/contracts';

const withRoles = (...names: string[]) => ({
  roles: names.map((name, id) => ({ id, name, description: null })),
});

describe('journal permissions (the API role groups)', () => {
  it('lets admins and super-admins manage, staff read notes and export', () => {
    const canManageJournals = (user: { roles: { name: string }[] }) =>
      can(user.roles, 'journals.manage');
    const isJournalStaff = (user: { roles: { name: string }[] } | null) =>
      can(user?.roles, 'journals.staffView') && can(user?.roles, 'journals.export');
    expect(canManageJournals(withRoles('admin'))).toBe(true);
    expect(canManageJournals(withRoles('super-admin'))).toBe(true);
    expect(canManageJournals(withRoles('editor-in-chief'))).toBe(false);
    expect(isJournalStaff(withRoles('associate-editor'))).toBe(true);
    expect(isJournalStaff(withRoles('reviewer', 'author'))).toBe(false);
    expect(isJournalStaff(null)).toBe(false);
  });
});

describe('parseId (a journal route id)', () => {
  it('accepts positive integer ids only', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '01', '99999999999']) {
      expect(parseId(bad)).toBeNull();
    }
  });
});
