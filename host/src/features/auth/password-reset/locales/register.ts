// The 'password-reset' namespace of the one shared i18next instance: the texts
// of /forgot-password and /reset-password, in their own lazy chunk (never in
// the sign-in page's first load, which carries only the link's words).
import { registerNamespace } from '@colophon/shared';
import de from './de.json';
import en from './en.json';
import ur from './ur.json';

export const PASSWORD_RESET_NAMESPACE = 'password-reset';

registerNamespace(PASSWORD_RESET_NAMESPACE, { en, ur, de });
