// The 'profile' namespace of the one shared i18next instance (/profile and
// Settings → Account); registered when either loads.
import { registerNamespace } from '@colophon/shared';
import de from './de.json';
import en from './en.json';
import ur from './ur.json';

export const PROFILE_NAMESPACE = 'profile';

registerNamespace(PROFILE_NAMESPACE, { en, ur, de });
