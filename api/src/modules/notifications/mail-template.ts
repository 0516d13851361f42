// The e-mail of a notification, in the recipient's language (en, ur, de): the
// catalog's greeting, the notification's own text (its subject too), a line
// more when the catalog has one for the code (`notification.mail.detail.<code>`),
// an editor's letter when it carries one, the link into the panel, a footer.
import {
  type MessageCode,
  msg,
  renderMessage,
  renderNotification,
} from '@colophon/shared/contracts';
import type { NotificationParams } from '@colophon/shared/contracts';

/** A notice's stored parameters (tolerates bad data). */
export const parseParams = (json: string): NotificationParams => {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as NotificationParams)
      : {};
  } catch {
    return {};
  }
};

const say = (code: MessageCode, language: string, params: Record<string, string> = {}) =>
  renderMessage(msg(code, params), language);

export type GenericNotice = {
  code: string;
  /** The parameters, or their stored JSON. */
  params: NotificationParams | string;
  link: string | null;
  name: string;
  locale: string | null;
};

export function composeMail(
  row: GenericNotice,
  panelUrl: string,
): { subject: string; text: string } {
  const language = row.locale ?? 'en';
  const params = typeof row.params === 'string' ? parseParams(row.params) : row.params;
  const text = renderNotification({ code: row.code, params }, language);
  const lines = [say('notification.mail.greeting', language, { name: row.name }), '', text];
  const detailKey = `notification.mail.detail.${row.code}`;
  const detail = renderMessage(detailKey, language);
  if (detail !== detailKey) lines.push('', detail);
  if (typeof params.letter === 'string') {
    lines.push('', `${say('notification.letter', language)}:`, '', params.letter);
  }
  if (row.link) {
    const url = `${panelUrl.replace(/\/+$/, '')}${row.link}`;
    lines.push('', say('notification.mail.open', language, { url }));
  }
  lines.push('', '—', say('notification.mail.footer', language));
  return { subject: `Colophon: ${text}`, text: lines.join('\n') };
}
