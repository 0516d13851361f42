// The e-mail of one notice, in its recipient's language: from the letter
// template of its code (the journal's text, else the platform's, else the
// built-in one) with the merge values the visibility policy allows THIS
// recipient, the editor's own letter as the body when the notice carries
// one, accept/decline links for an invitation; the generic notification mail
// (mail-template.ts) for codes without a template.
import {
  type NotificationCode,
  type NotificationParams,
  type MergeValues,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import {
  formatMergeDate,
  invitationLinks,
  letterLocale,
  mergeValuesFor,
  renderMailTemplate,
  templateForNotification,
} from '../templates';
import { journalOfManuscript } from './mail-notices.repository';
import { composeMail, parseParams } from './mail-template';

export type Notice = {
  code: string;
  params: string;
  link: string | null;
  manuscript_id: number | null;
  user_id: number;
  name: string;
  locale: string | null;
};

export type RenderedMail = { subject: string; body: string; templateKey: string | null };

function extraValues(params: NotificationParams, panelUrl: string, locale: string): MergeValues {
  const extra: MergeValues = {};
  if (typeof params.due === 'string') extra.due_date = formatMergeDate(params.due, locale);
  const invitation = Number(params.invitation);
  if (Number.isInteger(invitation) && invitation > 0) {
    Object.assign(extra, invitationLinks(panelUrl, invitation));
  }
  return extra;
}

async function fromTemplate(
  db: Database,
  notice: Notice,
  params: NotificationParams,
  panelUrl: string,
): Promise<RenderedMail | null> {
  const key = templateForNotification(notice.code as NotificationCode, params);
  if (!key || notice.manuscript_id === null) return null;
  const journalId = await journalOfManuscript(db, notice.manuscript_id);
  if (journalId === null) return null;
  const locale = letterLocale(notice.locale);
  const values = await mergeValuesFor(db, {
    manuscriptId: notice.manuscript_id,
    recipientId: notice.user_id,
    panelUrl,
    extra: extraValues(params, panelUrl, locale),
  });
  const { subject, body } = await renderMailTemplate(db, { key, journalId, locale, values });
  const letter = typeof params.letter === 'string' && params.letter.trim() ? params.letter : null;
  return { subject, body: letter ?? body, templateKey: key };
}

export async function renderNoticeMail(
  db: Database,
  notice: Notice,
  panelUrl: string,
): Promise<RenderedMail> {
  const params = parseParams(notice.params);
  // A letter that cannot be written (its manuscript gone) still leaves as the generic mail.
  const letter = await fromTemplate(db, notice, params, panelUrl).catch(() => null);
  if (letter) return letter;
  const generic = composeMail(
    { code: notice.code, params, link: notice.link, name: notice.name, locale: notice.locale },
    panelUrl,
  );
  return { subject: generic.subject, body: generic.text, templateKey: null };
}
