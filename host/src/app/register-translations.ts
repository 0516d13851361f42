import { registerLanguageLoader, registerNamespace } from '@colophon/shared';
import en from '../locales/en.json';

/** The host's texts live in the 'host' namespace of the one shared i18next instance. */
export const HOST_NAMESPACE = 'host';

// English is bundled; Urdu and German are loaded when chosen (the login page carries one language).
registerNamespace(HOST_NAMESPACE, { en });
void registerLanguageLoader(HOST_NAMESPACE, (code) =>
  code === 'ur'
    ? import('../locales/ur.json').then((m) => m.default)
    : import('../locales/de.json').then((m) => m.default),
);
