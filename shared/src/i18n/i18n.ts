// The one i18next instance of the panel. i18next is a Module Federation
// singleton, and so is this module: sections add their texts with
// registerNamespace() instead of creating instances of their own.
import i18next, { type LanguageDetectorModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeStorage } from '../stores/safe-storage';
import { LANGUAGE_STORAGE_KEY } from '../stores/storage-keys';
import { detectLanguage, readLanguageSources } from './detect-language';
import {
  DEFAULT_LANGUAGE,
  isRtl,
  type LanguageCode,
  SUPPORTED_LANGUAGE_CODES,
  toSupportedLanguage,
} from './languages';
import { commonDe } from './locales/common-de';
import { commonEn } from './locales/common-en';
import { commonUr } from './locales/common-ur';

export const COMMON_NAMESPACE = 'common';

const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectLanguage(readLanguageSources()),
};

export const i18n = i18next;

/** Sets <html lang> and <html dir> for a language (Urdu, Arabic, Hebrew, Persian are right-to-left). */
export function applyDocumentLanguage(code: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

if (!i18n.isInitialized) {
  void i18n
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      resources: {
        en: { [COMMON_NAMESPACE]: commonEn },
        ur: { [COMMON_NAMESPACE]: commonUr },
        de: { [COMMON_NAMESPACE]: commonDe },
      },
      supportedLngs: [...SUPPORTED_LANGUAGE_CODES],
      nonExplicitSupportedLngs: true,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      fallbackNS: COMMON_NAMESPACE,
      // Resources are bundled: initialise synchronously so the first render is translated.
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      // Re-render when a section registers its namespace after a component mounted.
      react: { useSuspense: false, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
    });
  applyDocumentLanguage(i18n.language);
  // Registered after init so that a detected language is used, not saved:
  // only a choice is remembered (spec §4).
  i18n.on('languageChanged', (code) => {
    applyDocumentLanguage(code);
    writeStorage(LANGUAGE_STORAGE_KEY, code);
  });
}

/** The current language as one of the supported codes. */
export function currentLanguage(): LanguageCode {
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Switches the language of the whole panel and remembers the choice. Unsupported codes fall back to English. */
export async function changeLanguage(code: string): Promise<void> {
  await i18n.changeLanguage(toSupportedLanguage(code) ?? DEFAULT_LANGUAGE);
}

export type NamespaceBundles = Partial<Record<LanguageCode, ResourceKey>>;

/** Adds (or extends) a namespace of texts in each given language: a section's or the host's own texts. */
export function registerNamespace(namespace: string, bundles: NamespaceBundles): void {
  for (const [code, bundle] of Object.entries(bundles)) {
    if (bundle) i18n.addResourceBundle(code, namespace, bundle, true, true);
  }
}
