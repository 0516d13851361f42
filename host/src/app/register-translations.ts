import { registerNamespace } from '@colophon/shared';
import de from '../locales/de.json';
import en from '../locales/en.json';
import ur from '../locales/ur.json';

/** The host's texts live in the 'host' namespace of the one shared i18next instance. */
export const HOST_NAMESPACE = 'host';

registerNamespace(HOST_NAMESPACE, { en, ur, de });
