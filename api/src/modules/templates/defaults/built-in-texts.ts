// The letters Colophon ships, used when neither the journal nor the platform
// has its own text for a template in a language.
import type { MailTemplateKey, MailTemplateLocale } from '@colophon/shared/contracts';
import { de } from './de';
import { en } from './en';
import type { BuiltInTexts, TemplateText } from './texts';
import { ur } from './ur';

export type { BuiltInTexts, TemplateText };

const BUILT_IN: Record<MailTemplateLocale, BuiltInTexts> = { en, ur, de };

export const builtInText = (key: MailTemplateKey, locale: MailTemplateLocale): TemplateText =>
  BUILT_IN[locale][key];
