// @colophon/shared/shell: what the first paint needs of @colophon/shared — the
// session and theme stores, the languages and the first-paint providers — and
// nothing of the panel: no API client (axios), no QueryClient (react-query),
// no common UI, no contracts. The login page and the public pages import this
// entry; the panel and the sections import the index, which re-exports the
// same modules, so there is still one store and one i18n (ADR 0012).

// Session and theme
export { useAuthStore, type AuthState } from './stores/auth-store';
export { readAuthToken } from './api/auth-token';
export { toApiError, type ApiError } from './api/api-error';
export {
  useThemeStore,
  THEME_MODES,
  type ThemeMode,
  type ResolvedTheme,
  type ThemeState,
} from './stores/theme-store';

// Languages
export {
  i18n,
  changeLanguage,
  currentLanguage,
  registerNamespace,
  registerLanguageLoader,
  i18nReady,
  type NamespaceBundles,
} from './i18n/i18n';
export { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, isRtl, type LanguageCode } from './i18n/languages';
export { useLanguage } from './i18n/use-language';
export { useMessageText } from './i18n/use-message-text';

// The first paint's providers and its one spinner
export { ShellProviders, type ShellProvidersProps } from './providers/shell-providers';
export { FullScreenSpinner, type FullScreenSpinnerProps } from './ui/full-screen-spinner';
