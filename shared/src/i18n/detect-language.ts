// Language detection: saved choice, then the browser's languages,
// then the page's lang attribute; English when none of them is supported.
import { readStorage } from '../stores/safe-storage';
import { LANGUAGE_STORAGE_KEY } from '../stores/storage-keys';
import { DEFAULT_LANGUAGE, type LanguageCode, toSupportedLanguage } from './languages';

export interface LanguageSources {
  saved: string | null;
  /** navigator.languages, most preferred first (navigator.language when that is empty). */
  browser: readonly string[];
  /** The lang attribute of <html>. */
  document: string | null;
}

export function detectLanguage({ saved, browser, document }: LanguageSources): LanguageCode {
  for (const candidate of [saved, ...browser, document]) {
    const code = toSupportedLanguage(candidate);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}

export function readLanguageSources(): LanguageSources {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const browser = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  return {
    saved: readStorage(LANGUAGE_STORAGE_KEY),
    browser,
    document:
      typeof document === 'undefined' ? null : document.documentElement.getAttribute('lang'),
  };
}
