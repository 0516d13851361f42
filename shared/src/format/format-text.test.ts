import {
  formatManuscriptId,
  formatRoleName,
  formatVersion,
  getInitials,
  truncate,
} from './format-text';

it('formats manuscript ids and versions', () => {
  expect(formatManuscriptId(12)).toBe('MS-12');
  expect(formatVersion(2)).toBe('v2');
});

it('takes at most two upper-case initials', () => {
  expect(getInitials('ada lovelace')).toBe('AL');
  expect(getInitials('Ada King Lovelace')).toBe('AK');
  expect(getInitials('  Plato ')).toBe('P');
  expect(getInitials('')).toBe('');
  expect(getInitials(null)).toBe('');
});

it('shows role names with spaces', () => {
  expect(formatRoleName('editor-in-chief')).toBe('editor in chief');
  expect(formatRoleName('super-admin')).toBe('super admin');
  expect(formatRoleName('author')).toBe('author');
});

it("truncates with '...' only when longer", () => {
  const long = 'x'.repeat(60);
  expect(truncate(long, 50)).toBe(`${'x'.repeat(50)}...`);
  expect(truncate('x'.repeat(50), 50)).toBe('x'.repeat(50));
  expect(truncate('short', 50)).toBe('short');
  expect(truncate(undefined, 5)).toBe('');
});
