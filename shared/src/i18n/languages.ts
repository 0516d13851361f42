// The languages of the panel: English, Urdu (right-to-left) and German.

import { LANGUAGE_FLAGS } from './flags';

export type LanguageCode = 'en' | 'ur' | 'de';
export type TextDirection = 'ltr' | 'rtl';

export interface SupportedLanguage {
  code: LanguageCode;
  /** English name, for logs and aria texts that are not translated. */
  name: string;
  /** The language's name in itself: what the switcher shows. */
  nativeName: string;
  /** Flag image, shipped with the panel (an SVG data: URI; see flags.ts). */
  flag: string;
  dir: TextDirection;
}

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const SUPPORTED_LANGUAGES: readonly SupportedLanguage[] = [
  {
    code: 'en',
    name: 'English',
    nativeName: 'English',
    flag: LANGUAGE_FLAGS.en,
    dir: 'ltr',
  },
  {
    code: 'ur',
    name: 'Urdu',
    nativeName: 'اردو',
    flag: LANGUAGE_FLAGS.ur,
    dir: 'rtl',
  },
  {
    code: 'de',
    name: 'German',
    nativeName: 'Deutsch',
    flag: LANGUAGE_FLAGS.de,
    dir: 'ltr',
  },
];

export const SUPPORTED_LANGUAGE_CODES: readonly LanguageCode[] = SUPPORTED_LANGUAGES.map(
  ({ code }) => code,
);

/** Right-to-left scripts among languages the panel may meet (not only the supported ones). */
const RTL_LANGUAGES = new Set(['ur', 'ar', 'he', 'fa']);

/** Primary subtag of a BCP 47 tag, lower-cased: 'de-AT' → 'de'. */
function primarySubtag(tag: string): string {
  return tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
}

export function isRtl(code: string | null | undefined): boolean {
  return code ? RTL_LANGUAGES.has(primarySubtag(code)) : false;
}

/** The supported language a tag stands for ('de-AT' → 'de'), or null. */
export function toSupportedLanguage(tag: string | null | undefined): LanguageCode | null {
  if (!tag) return null;
  const primary = primarySubtag(tag);
  return SUPPORTED_LANGUAGE_CODES.find((code) => code === primary) ?? null;
}
