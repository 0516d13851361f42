import { createElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type * as I18nModuleNs from './i18n';
import { type changeLanguage as ChangeLanguage, type i18n as I18n } from './i18n';
import { commonDe } from './locales/common-de';
import { commonEn } from './locales/common-en';
import { commonUr } from './locales/common-ur';

type I18nModule = typeof I18nModuleNs;

function loadI18n(): I18nModule {
  let loaded: I18nModule | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require('./i18n') as I18nModule;
  });
  return loaded!;
}

const html = document.documentElement;
let i18n: typeof I18n;
let changeLanguage: typeof ChangeLanguage;

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('lang');
  html.removeAttribute('dir');
});

describe('start-up', () => {
  it('uses the saved choice and sets <html lang dir>; its texts are loaded on demand', async () => {
    localStorage.setItem('colophon.language', 'ur');
    const loaded = loadI18n();
    ({ i18n } = loaded);
    expect(i18n.language).toBe('ur');
    expect(html.lang).toBe('ur');
    expect(html.dir).toBe('rtl');
    // Urdu is not bundled (it is loaded when chosen): the first paint waits for i18nReady.
    await loaded.i18nReady();
    expect(i18n.t('actions.save')).toBe('محفوظ کریں');
  });

  it('detects the browser language without saving it', () => {
    ({ i18n } = loadI18n());
    expect(navigator.languages[0]).toMatch(/^en/);
    expect(i18n.language).toBe('en');
    expect(html.dir).toBe('ltr');
    expect(localStorage.getItem('colophon.language')).toBeNull();
  });

  it('uses <html lang> when nothing else is supported', () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    html.setAttribute('lang', 'de');
    ({ i18n } = loadI18n());
    languages.mockRestore();
    expect(i18n.language).toBe('de');
  });
});

describe('changeLanguage', () => {
  beforeEach(() => {
    ({ i18n, changeLanguage } = loadI18n());
  });

  it('switches, saves the choice and sets the document direction', async () => {
    await changeLanguage('ur');
    expect(i18n.language).toBe('ur');
    expect(localStorage.getItem('colophon.language')).toBe('ur');
    expect(html.lang).toBe('ur');
    expect(html.dir).toBe('rtl');

    await changeLanguage('de');
    expect(localStorage.getItem('colophon.language')).toBe('de');
    expect(html.dir).toBe('ltr');
    expect(i18n.t('actions.cancel')).toBe('Abbrechen');
  });

  it('maps regional tags and falls back to English for unsupported ones', async () => {
    await changeLanguage('de-AT');
    expect(i18n.language).toBe('de');
    await changeLanguage('fr');
    expect(i18n.language).toBe('en');
  });
});

describe('registerNamespace', () => {
  it("adds a section's texts in every language", async () => {
    const { registerNamespace, i18n: instance, changeLanguage: change } = loadI18n();
    registerNamespace('journals', {
      en: { title: 'Journals' },
      ur: { title: 'جرائد' },
      de: { title: 'Zeitschriften' },
    });
    expect(instance.t('journals:title')).toBe('Journals');
    await change('ur');
    expect(instance.t('journals:title')).toBe('جرائد');
    await change('de');
    expect(instance.t('journals:title')).toBe('Zeitschriften');
    registerNamespace('journals', { de: { subtitle: 'Alle' } });
    expect(instance.t('journals:title')).toBe('Zeitschriften');
    expect(instance.t('journals:subtitle')).toBe('Alle');
  });

  it("re-renders what is on screen for an extension, not for a new namespace's first texts", async () => {
    const { registerNamespace, i18n: instance, i18nReady } = loadI18n();
    await i18nReady();
    let renders = 0;
    function Title() {
      renders += 1;
      return createElement('h1', null, useTranslation('common').t('actions.save'));
    }
    render(createElement(I18nextProvider, { i18n: instance }, createElement(Title)));
    expect(screen.getByRole('heading')).toHaveTextContent('Save');
    const before = renders;
    // A section preloaded while the panel shows other screens: nothing re-renders.
    act(() =>
      registerNamespace('users', { en: { title: 'Users' }, ur: { title: 'صارفین' }, de: {} }),
    );
    expect(renders).toBe(before);
    expect(instance.t('users:title')).toBe('Users');
    // New texts in a namespace already in use do reach the screen.
    act(() => registerNamespace('common', { en: { actions: { save: 'Keep' } } }));
    expect(screen.getByRole('heading')).toHaveTextContent('Keep');
  });
});

describe('common namespace', () => {
  const keys = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, child]) =>
      typeof child === 'object' && child ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it('has the same keys in en, ur and de, all translated', () => {
    expect(keys(commonUr)).toEqual(keys(commonEn));
    expect(keys(commonDe)).toEqual(keys(commonEn));
    const values = (texts: object) =>
      keys(texts).map((key) =>
        key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts),
      );
    for (const value of values(commonUr)) expect(value).not.toBe('');
    // Urdu texts are in Urdu script (Colophon's CSV acronym aside).
    const urduScript = values(commonUr).filter((value) => /[\u0600-\u06FF]/.test(String(value)));
    expect(urduScript.length).toBeGreaterThan(keys(commonEn).length * 0.9);
  });
});
