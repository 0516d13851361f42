// The shape every language's catalog has: the English catalog defines the codes,
// so a code missing in Urdu or German is a type error (and a failing test).
import { type enBrief, type enLabels, type enMessages } from './en';

export type MessageCode = keyof typeof enMessages;
export type FieldName = keyof typeof enLabels;
export type BriefCode = keyof typeof enBrief;

export type MessageCatalog = Record<MessageCode, string>;
export type LabelCatalog = Record<FieldName, string>;
export type BriefCatalog = Record<BriefCode, string>;

export interface LanguageCatalog {
  /** Code → template; `{{param}}` is replaced by the parameter. */
  messages: MessageCatalog;
  /** Short forms of some codes, for display right beside the labelled field. */
  brief: BriefCatalog;
  /** Field name (as the `field` parameter carries it) → its label in the language. */
  labels: LabelCatalog;
}
