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
import type { MailMessage } from '../../lib/mailer';
import type { OutboxRow } from './mail-outbox.repository';

const parseParams = (json: string): Record<string, string | number> => {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, string | number>)
      : {};
  } catch {
    return {};
  }
};

const say = (code: MessageCode, language: string, params: Record<string, string> = {}) =>
  renderMessage(msg(code, params), language);

export function composeMail(row: OutboxRow, panelUrl: string): MailMessage {
  const language = row.locale ?? 'en';
  const params = parseParams(row.params);
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
  return { to: row.email, subject: `Colophon: ${text}`, text: lines.join('\n') };
}
