// The one i18next instance of the panel. i18next is a Module Federation
// singleton, and so is this module: sections add their texts with
// registerNamespace() instead of creating instances of their own.
import i18next, { type LanguageDetectorModule, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { loadCatalog } from '../contracts/messages/load-catalog';
import { loadAntdLocale } from '../providers/antd-locale';
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
import { commonEn } from './locales/common-en';
import { loadUrduFont } from './urdu-font';

export const COMMON_NAMESPACE = 'common';

/** Loads one namespace's texts in one language other than English (English is bundled). */
export type LanguageLoader = (code: Exclude<LanguageCode, 'en'>) => Promise<ResourceKey>;

// Urdu and German arrive when chosen (kept off the login page): one chunk per language and
// namespace, loaded by i18next's backend before it switches language. With the
// common texts come antd's own locale, the contracts' message catalog and, for
// Urdu, the Nastaliq web font.
const loaders = new Map<string, LanguageLoader>([
  [
    COMMON_NAMESPACE,
    (code) =>
      code === 'ur'
        ? import('./locales/common-ur').then((m) => m.commonUr)
        : import('./locales/common-de').then((m) => m.commonDe),
  ],
]);

const backend = resourcesToBackend(async (language: string, namespace: string) => {
  const code = toSupportedLanguage(language);
  const load = loaders.get(namespace);
  if (!code || code === 'en' || !load) return {};
  const extras =
    namespace === COMMON_NAMESPACE
      ? [loadAntdLocale(code), loadCatalog(code), code === 'ur' ? loadUrduFont() : null]
      : [];
  const [bundle] = await Promise.all([load(code), ...extras]);
  return bundle;
});

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

let ready: Promise<unknown> = Promise.resolve();

if (!i18n.isInitialized) {
  ready = i18n
    .use(languageDetector)
    .use(backend)
    .use(initReactI18next)
    .init({
      resources: { en: { [COMMON_NAMESPACE]: commonEn } },
      // English is bundled; the backend brings the other languages.
      partialBundledLanguages: true,
      supportedLngs: [...SUPPORTED_LANGUAGE_CODES],
      nonExplicitSupportedLngs: true,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      fallbackNS: COMMON_NAMESPACE,
      // English is bundled: initialise synchronously so an English first render is translated.
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      // Re-render when a section registers its namespace after a component mounted.
      react: { useSuspense: false, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
    });
  applyDocumentLanguage(i18n.language);
  // Registered after init so that a detected language is used, not saved:
  // only a choice is remembered, so a browser language can change later.
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

/**
 * Resolves once the texts of the current language are in (at once for English):
 * the host renders after it, so an Urdu or German first paint is never English.
 */
export function i18nReady(): Promise<void> {
  return ready.then(() => undefined);
}

/**
 * A namespace whose Urdu and German texts are loaded on demand (its English
 * texts are registered with registerNamespace). Loads them now if one of those
 * languages is in use.
 */
export function registerLanguageLoader(namespace: string, load: LanguageLoader): Promise<void> {
  loaders.set(namespace, load);
  const loading = i18n.loadNamespaces(namespace);
  ready = Promise.all([ready, loading]);
  return loading;
}

/**
 * Adds (or extends) a namespace of texts in each given language: a section's or the host's own texts.
 *
 * A namespace's first texts in a language are added silently. react-i18next re-renders
 * every component using `useTranslation` on each 'added' event, whatever its namespace:
 * each section registering its three languages as the panel preloads it re-rendered
 * the whole frame and the dashboard three times, 80–150 ms tasks at 4× CPU while the
 * user could click. Nothing can show a namespace's texts before they are
 * first added; only an extension of texts already shown needs the re-render.
 */
export function registerNamespace(namespace: string, bundles: NamespaceBundles): void {
  for (const [code, bundle] of Object.entries(bundles)) {
    if (!bundle) continue;
    const silent = !i18n.hasResourceBundle(code, namespace);
    i18n.addResourceBundle(code, namespace, bundle, true, true, { silent });
  }
}
