// The search box's and page's texts: their own namespace of the one i18next
// instance, registered when the feature's code loads.
import { registerNamespace } from '@colophon/shared';
import de from './locales/de.json';
import en from './locales/en.json';
import ur from './locales/ur.json';

export const SEARCH_NAMESPACE = 'search';

registerNamespace(SEARCH_NAMESPACE, { en, ur, de });
