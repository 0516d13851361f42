// The catalogs of the three languages: plain objects (no React, no i18next), so
// the API renders with them too.
import { type BriefCatalog, type LabelCatalog, type MessageCatalog } from './catalog-types';
import { deBrief, deLabels, deMessages } from './de';
import { enBrief, enLabels, enMessages } from './en';
import { urBrief, urLabels, urMessages } from './ur';

export type {
  BriefCode,
  BriefCatalog,
  FieldName,
  LabelCatalog,
  MessageCatalog,
  MessageCode,
} from './catalog-types';

export type MessageLanguage = 'en' | 'ur' | 'de';
export const MESSAGE_LANGUAGES: readonly MessageLanguage[] = ['en', 'ur', 'de'];

export interface LanguageCatalog {
  /** Code → template; `{{param}}` is replaced by the parameter. */
  messages: MessageCatalog;
  /** Short forms of some codes, for display right beside the labelled field. */
  brief: BriefCatalog;
  /** Field name (as the `field` parameter carries it) → its label in the language. */
  labels: LabelCatalog;
}

export const CATALOGS: Record<MessageLanguage, LanguageCatalog> = {
  en: { messages: enMessages, brief: enBrief, labels: enLabels },
  ur: { messages: urMessages, brief: urBrief, labels: urLabels },
  de: { messages: deMessages, brief: deBrief, labels: deLabels },
};

/** The catalog language of a tag ('de-AT' → 'de'); English for anything else. */
export function toMessageLanguage(tag: string | null | undefined): MessageLanguage {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return MESSAGE_LANGUAGES.find((code) => code === primary) ?? 'en';
}

/** A catalog entry by a string key (codes arrive as text): undefined when absent. */
export function lookup(table: object, key: string): string | undefined {
  return Object.hasOwn(table, key) ? (table as Record<string, string>)[key] : undefined;
}
