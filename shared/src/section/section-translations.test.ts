import { i18n } from '../i18n/i18n';
import { createSectionLifecycles } from './create-section-lifecycles';

const translations = (title: string) => ({
  en: { title: `${title} (en)` },
  ur: { title: `${title} (ur)` },
  de: { title: `${title} (de)` },
});

it('createSectionLifecycles registers the section namespace in every language', () => {
  createSectionLifecycles({
    section: 'atlas',
    Routes: () => null,
    translations: translations('Atlas'),
  });
  expect(i18n.getResource('en', 'atlas', 'title')).toBe('Atlas (en)');
  expect(i18n.getResource('ur', 'atlas', 'title')).toBe('Atlas (ur)');
  expect(i18n.getResource('de', 'atlas', 'title')).toBe('Atlas (de)');
});

it('still works without translations (a section with its own i18n.ts)', () => {
  createSectionLifecycles({ section: 'legacy', Routes: () => null });
  expect(i18n.hasResourceBundle('en', 'legacy')).toBe(false);
});
