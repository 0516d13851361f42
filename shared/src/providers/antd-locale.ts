import { deDE, enUS, urPK } from '@colophon/shared/antd-shell';
import type { AntdLocale } from '@colophon/shared/antd';
import { type LanguageCode } from '../i18n/languages';

/** antd's own texts (pagination, empty states, pickers) per supported language. */
export const ANTD_LOCALES: Record<LanguageCode, AntdLocale> = { en: enUS, ur: urPK, de: deDE };
