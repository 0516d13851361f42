// The catalogs of the three languages: plain objects (no React, no i18next), so
// the API renders with them too. English is always here; Urdu and German are
// registered when they are needed (the sign-in page used to carry all three):
// the front ends load one with its language (load-catalog.ts), the API loads
// both at start (all-languages.ts).
import { type LanguageCatalog } from './catalog-types';
import { enBrief, enLabels, enMessages } from './en';

export type {
  BriefCode,
  BriefCatalog,
  FieldName,
  LabelCatalog,
  LanguageCatalog,
  MessageCatalog,
  MessageCode,
} from './catalog-types';

export type MessageLanguage = 'en' | 'ur' | 'de';
export const MESSAGE_LANGUAGES: readonly MessageLanguage[] = ['en', 'ur', 'de'];

export const ENGLISH_CATALOG: LanguageCatalog = {
  messages: enMessages,
  brief: enBrief,
  labels: enLabels,
};

const registered: Partial<Record<MessageLanguage, LanguageCatalog>> = { en: ENGLISH_CATALOG };

/** Makes a language's catalog available to renderMessage. */
export function registerCatalog(language: MessageLanguage, catalog: LanguageCatalog): void {
  registered[language] = catalog;
}

/** Whether renderMessage has the language's own texts (else it falls back to English). */
export function hasCatalog(language: MessageLanguage): boolean {
  return registered[language] !== undefined;
}

/** A language's catalog, or English while it is not registered. */
export function catalogOf(language: MessageLanguage): LanguageCatalog {
  return registered[language] ?? ENGLISH_CATALOG;
}

/** The catalog language of a tag ('de-AT' → 'de'); English for anything else. */
export function toMessageLanguage(tag: string | null | undefined): MessageLanguage {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return MESSAGE_LANGUAGES.find((code) => code === primary) ?? 'en';
}

/** A catalog entry by a string key (codes arrive as text): undefined when absent. */
export function lookup(table: object, key: string): string | undefined {
  return Object.hasOwn(table, key) ? (table as Record<string, string>)[key] : undefined;
}
