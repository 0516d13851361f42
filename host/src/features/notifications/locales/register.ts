// The 'notifications' namespace of the one shared i18next instance (the bell
// and the Manuscripts badge); registered when the bell's module loads.
import { registerNamespace } from '@colophon/shared';
import de from './de.json';
import en from './en.json';
import ur from './ur.json';

export const NOTIFICATIONS_NAMESPACE = 'notifications';

registerNamespace(NOTIFICATIONS_NAMESPACE, { en, ur, de });
