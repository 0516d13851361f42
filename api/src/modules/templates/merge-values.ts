// The merge values of one letter to one recipient about one manuscript. Names
// go through the visibility policy for THAT recipient: on a double-blind
// journal a reviewer's letter says "the authors", never their names; an
// author never learns a reviewer's name unless the review is open.
import {
  type MailTemplateLocale,
  type MergeValues,
  renderMessage,
  toMessageLanguage,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { MANUSCRIPT_NOT_FOUND, relationTo } from '../manuscripts';
import { authorsOf } from '../manuscripts';
import { policyOf } from '../manuscripts';
import { findManuscriptById } from '../manuscripts';
import { policyFor, type Policy } from '../editorial';
import { journalById, recipientById, userName } from './templates.repository';

export type MergeValuesInput = {
  manuscriptId: number;
  recipientId: number;
  panelUrl: string;
  /** The letter's language, when not the recipient's own (a draft the editor writes in Urdu). */
  locale?: string;
  /** The reviewer a letter names (`reviewer.name`); default: the recipient when they review it. */
  reviewerId?: number;
  /**
   * Values only the caller knows (due_date, reviews, links). The names
   * (author.name, reviewer.name, editor.name) are the policy's and are not
   * taken from here.
   */
  extra?: MergeValues;
};

/** A date as the recipient reads it in a letter: "12 March 2026", "12. März 2026". */
export function formatMergeDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const tag = { en: 'en-GB', ur: 'ur-PK', de: 'de-DE' }[toMessageLanguage(locale)];
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The recipient's letter language (users.locale; English until they used the panel). */
export const letterLocale = (locale: string | null | undefined): MailTemplateLocale =>
  toMessageLanguage(locale);

const neutral = (word: 'authors' | 'reviewer' | 'editors', locale: string) =>
  renderMessage(`template.neutral.${word}`, locale);

// A recipient with no account left: nothing about people is theirs to read.
const NOBODY: Policy = policyFor(
  { userId: 0, admin: false, editor: false, outsideEditor: false, author: false, reviewer: false },
  { reviewType: 'double_blind', shareReviews: false },
);

export async function mergeValuesFor(db: Database, input: MergeValuesInput): Promise<MergeValues> {
  const row = await findManuscriptById(db, input.manuscriptId);
  if (!row) throw notFound(MANUSCRIPT_NOT_FOUND);
  const [journal, recipient] = await Promise.all([
    journalById(db, row.journal_id),
    recipientById(db, input.recipientId),
  ]);
  const locale = letterLocale(input.locale ?? recipient?.locale);
  const relation = recipient ? await relationTo(db, recipient, row) : null;
  const policy = relation ? policyOf(relation, journal) : NOBODY;

  const authorNames = async () => {
    const authors = await authorsOf(db, row.id);
    const names = authors.map((a) => `${a.first_name} ${a.last_name}`.trim()).filter(Boolean);
    return names.length ? names.join(', ') : ((await userName(db, row.submitter_id)) ?? '');
  };
  const reviewerId = input.reviewerId ?? (relation?.reviewer ? input.recipientId : null);
  const reviewerName =
    reviewerId !== null && policy.reviewerIdentity(reviewerId)
      ? await userName(db, reviewerId)
      : null;
  const editorName =
    row.handling_editor_id !== null && policy.handlingEditor
      ? await userName(db, row.handling_editor_id)
      : null;

  const { 'author.name': _a, 'reviewer.name': _r, 'editor.name': _e, ...extra } = input.extra ?? {};
  const dueDate =
    relation?.author && row.revision_due_at
      ? formatMergeDate(row.revision_due_at, locale)
      : undefined;
  return {
    'recipient.name': recipient?.name ?? '',
    'manuscript.title': row.title,
    'manuscript.id': String(row.id),
    'journal.title': journal?.title ?? '',
    link: `${input.panelUrl.replace(/\/+$/, '')}/manuscripts/${row.id}`,
    ...(dueDate ? { due_date: dueDate } : {}),
    ...extra,
    'author.name': policy.authorIdentities ? await authorNames() : neutral('authors', locale),
    'reviewer.name': reviewerName ?? neutral('reviewer', locale),
    'editor.name': editorName ?? neutral('editors', locale),
  };
}
