import {
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATE_LOCALES,
  type MailTemplateKey,
  type MailTemplateLocale,
} from '@colophon/shared/contracts';

/** The letter of the URL (?letter=…), the first author letter when none or unknown. */
export const toTemplateKey = (value: string | null): MailTemplateKey =>
  (MAIL_TEMPLATE_KEYS as readonly string[]).includes(value ?? '')
    ? (value as MailTemplateKey)
    : 'submission_acknowledgement';

/** The letter's language of the URL (?lang=…), else the panel's. */
export const toLetterLocale = (value: string | null, panel: string): MailTemplateLocale => {
  const pick = (MAIL_TEMPLATE_LOCALES as readonly string[]).includes(value ?? '') ? value : panel;
  return (MAIL_TEMPLATE_LOCALES as readonly string[]).includes(pick ?? '')
    ? (pick as MailTemplateLocale)
    : 'en';
};
