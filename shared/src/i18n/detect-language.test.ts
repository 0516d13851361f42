import { detectLanguage, readLanguageSources } from './detect-language';

describe('detectLanguage', () => {
  it('prefers the saved choice', () => {
    expect(detectLanguage({ saved: 'ur', browser: ['de-DE', 'en'], document: 'en' })).toBe('ur');
  });

  it('then the browser languages in order, by primary subtag', () => {
    expect(detectLanguage({ saved: null, browser: ['fr-FR', 'de-AT', 'en'], document: 'ur' })).toBe(
      'de',
    );
    expect(detectLanguage({ saved: 'xx', browser: ['ur-PK'], document: 'en' })).toBe('ur');
  });

  it('then the <html lang> attribute', () => {
    expect(detectLanguage({ saved: null, browser: ['fr', 'es'], document: 'de' })).toBe('de');
  });

  it('falls back to English', () => {
    expect(detectLanguage({ saved: null, browser: [], document: null })).toBe('en');
    expect(detectLanguage({ saved: 'fr', browser: ['ja'], document: 'zh' })).toBe('en');
  });
});

it('reads the saved choice, navigator languages and <html lang>', () => {
  localStorage.setItem('colophon.language', 'de');
  document.documentElement.setAttribute('lang', 'ur');
  expect(readLanguageSources()).toEqual({
    saved: 'de',
    browser: navigator.languages,
    document: 'ur',
  });
  localStorage.clear();
});
