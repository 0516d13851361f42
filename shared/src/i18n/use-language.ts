import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n } from './i18n';
import { type LanguageCode } from './languages';

function subscribe(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The current language; re-renders the caller when it changes. */
export function useLanguage(): LanguageCode {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
