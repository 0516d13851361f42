import { registerNamespace } from '@colophon/shared';
import de from '../locales/de.json';
import en from '../locales/en.json';
import ur from '../locales/ur.json';

/** The section's texts, registered for a test as createSectionLifecycles does for the host. */
export function registerUsersTranslations(): void {
  registerNamespace('users', { en, ur, de });
}
