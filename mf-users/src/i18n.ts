import { registerNamespace } from '@colophon/shared';
import de from './locales/de.json';
import en from './locales/en.json';
import ur from './locales/ur.json';

export const USERS_NAMESPACE = 'users';

/** Adds the section's texts to the one i18n instance (idempotent). */
export function registerUsersTranslations(): void {
  registerNamespace(USERS_NAMESPACE, { en, ur, de });
}
