import { isRtl, SUPPORTED_LANGUAGES, toSupportedLanguage } from './languages';

it('lists English, Urdu and German with native names and flag images', () => {
  expect(SUPPORTED_LANGUAGES.map(({ code, nativeName, dir }) => [code, nativeName, dir])).toEqual([
    ['en', 'English', 'ltr'],
    ['ur', 'اردو', 'rtl'],
    ['de', 'Deutsch', 'ltr'],
  ]);
});

it('ships every flag with the panel: an SVG, never a URL to another host', () => {
  const panel = 'https://panel.example';
  for (const language of SUPPORTED_LANGUAGES) {
    const url = new URL(language.flag, panel);
    // A data: URI makes no request; anything else must stay on the panel's own origin.
    if (url.protocol === 'data:') expect(language.flag).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    else expect(url.origin).toBe(panel);
    expect(language.flag).not.toMatch(/^(https?:)?\/\//);
  }
  expect(new Set(SUPPORTED_LANGUAGES.map(({ flag }) => flag)).size).toBe(3);
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
