// antd's own texts (pagination, empty states, pickers) per supported language.
// English is bundled; Urdu and German are loaded with the language's texts
// (i18n.ts), from antd's ES build only (the CommonJS copies were a second set).
import enUS from 'antd/es/locale/en_US';
import type { AntdLocale } from '@colophon/shared/antd';
import { type LanguageCode } from '../i18n/languages';

const loaded: Partial<Record<LanguageCode, AntdLocale>> = { en: enUS };

const LOADERS: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: AntdLocale }>> = {
  ur: () => import('antd/es/locale/ur_PK'),
  de: () => import('antd/es/locale/de_DE'),
};

/** Loads antd's locale of a language (once). */
export async function loadAntdLocale(code: LanguageCode): Promise<void> {
  if (loaded[code] || code === 'en') return;
  loaded[code] = (await LOADERS[code]()).default;
}

/** antd's locale of a language, English until it is loaded. */
export function antdLocaleFor(code: LanguageCode): AntdLocale {
  return loaded[code] ?? enUS;
}
