// How a mail's state and template read on the screen: a tag colour per state,
// the locale key of a template's name (`digest`, null for the generic mail).
import { type MailState } from '@colophon/shared/contracts';

export const STATE_COLORS: Record<MailState, string> = {
  queued: 'processing',
  sent: 'success',
  failed: 'error',
  kept: 'gold',
};

/** The locale key naming a template (`outbox.templates.*`); an unknown key is shown as it is. */
export const templateKeyOf = (key: string | null) =>
  `outbox.templates.${key ?? 'generic'}` as const;
