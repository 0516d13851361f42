// Keys on the device (other tabs and builds read them). The token is mirrored under its own
// key so code that cannot reach the store (and older tabs) still finds it.
export const AUTH_TOKEN_KEY = 'auth_token';
export const AUTH_STORAGE_KEY = 'auth-storage';
export const THEME_STORAGE_KEY = 'theme';
export const LANGUAGE_STORAGE_KEY = 'colophon.language';
