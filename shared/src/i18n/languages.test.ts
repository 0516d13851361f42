import { isRtl, SUPPORTED_LANGUAGES, toSupportedLanguage } from './languages';

it('lists English, Urdu and German with native names and flag images', () => {
  expect(SUPPORTED_LANGUAGES.map(({ code, nativeName, dir }) => [code, nativeName, dir])).toEqual([
    ['en', 'English', 'ltr'],
    ['ur', 'اردو', 'rtl'],
    ['de', 'Deutsch', 'ltr'],
  ]);
  for (const language of SUPPORTED_LANGUAGES)
    expect(language.flag).toMatch(/^https:\/\/flagcdn\.com\/.+\.png$/);
});

it('knows the right-to-left languages', () => {
  for (const code of ['ur', 'ur-PK', 'ar', 'he', 'fa-IR']) expect(isRtl(code)).toBe(true);
  for (const code of ['en', 'de', 'en-US', '', null, undefined]) expect(isRtl(code)).toBe(false);
});

it('maps tags onto the supported languages', () => {
  expect(toSupportedLanguage('de-CH')).toBe('de');
  expect(toSupportedLanguage('EN_gb')).toBe('en');
  expect(toSupportedLanguage('fr')).toBeNull();
  expect(toSupportedLanguage(null)).toBeNull();
});
