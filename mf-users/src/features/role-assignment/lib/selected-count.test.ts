import { i18n } from '@colophon/shared';
import { registerUsersTranslations } from '../../../testing/register-users-translations';

beforeAll(() => registerUsersTranslations());

const count = (language: string, n: number) =>
  i18n.t('users:roles.selectedCount', { count: n, lng: language });

describe('the selected-roles count', () => {
  it('uses the singular for one role and the plural otherwise', () => {
    expect(count('en', 0)).toBe('0 roles selected');
    expect(count('en', 1)).toBe('1 role selected');
    expect(count('en', 2)).toBe('2 roles selected');
    expect(count('de', 1)).toBe('1 Rolle ausgewählt');
    expect(count('de', 3)).toBe('3 Rollen ausgewählt');
    expect(count('ur', 1)).toBe('1 کردار منتخب');
  });

  it('words the activity count the same way', () => {
    expect(i18n.t('users:activity.publications', { count: 1, lng: 'en' })).toBe(
      '1 Publication Added',
    );
    expect(i18n.t('users:activity.publications', { count: 4, lng: 'en' })).toBe(
      '4 Publications Added',
    );
  });
});
