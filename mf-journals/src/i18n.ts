import { registerNamespace } from '@colophon/shared';
import de from './locales/de.json';
import en from './locales/en.json';
import ur from './locales/ur.json';

/** Adds the section's texts to the one i18n instance (idempotent). */
export function registerJournalsTranslations(): void {
  registerNamespace('journals', { en, ur, de });
}
