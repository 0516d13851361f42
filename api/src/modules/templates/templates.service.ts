// Letter templates: the text of a template for a journal (its own, else the
// platform's, else the built-in one), its rendering with merge values, and
// the editors' changes, each checked with the template engine before saving.
import {
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATE_LOCALES,
  type MailTemplate,
  type MailTemplateInput,
  type MailTemplateKey,
  type MailTemplateLocale,
  type MailTemplateSummary,
  type MailTemplateText,
  type MergeValues,
  TEMPLATE_FIELDS,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import { builtInText, type TemplateText } from './defaults/built-in-texts';
import { letterLocale } from './merge-values';
import { assertMayEditLetters } from './template-access';
import { renderBody, renderSubject, templateProblems } from './template-engine';
import * as repo from './templates.repository';

export type RenderInput = {
  key: MailTemplateKey;
  journalId: number | null;
  locale: string;
  values: MergeValues;
};

/**
 * The letter, rendered: the journal's text in `locale`, else the platform's
 * in `locale`, else the built-in one in `locale` (a language Colophon does
 * not speak reads English). A stored text that no longer renders is skipped.
 */
export async function renderMailTemplate(
  db: Database,
  { key, journalId, locale, values }: RenderInput,
): Promise<{ subject: string; body: string }> {
  const language = letterLocale(locale);
  const rows = await repo.overridesFor(db, key, language, journalId);
  const candidates: TemplateText[] = [
    ...rows.filter((r) => r.journal_id !== null),
    ...rows.filter((r) => r.journal_id === null),
    builtInText(key, language),
  ];
  for (const text of candidates) {
    try {
      return renderText(text, values);
    } catch {
      // Try the next level: an edited text must never stop a letter from going out.
    }
  }
  return renderText(builtInText(key, 'en'), values);
}

export const renderText = (text: MailTemplateText | TemplateText, values: MergeValues) => ({
  subject: renderSubject(text.subject, values),
  body: renderBody(text.body, values),
});

/** 422 at `subject` and `body` for every unknown merge field or unreadable text. */
export function assertTemplateText(key: MailTemplateKey, text: MailTemplateText): void {
  const errors: Record<string, string[]> = {};
  for (const field of ['subject', 'body'] as const) {
    const problems = templateProblems(key, text[field]);
    if (problems.length) errors[field] = problems;
  }
  if (Object.keys(errors).length) throw unprocessable(undefined, errors);
}

type Level = { key: MailTemplateKey; locale: MailTemplateLocale; journalId: number | null };

function present(level: Level, rows: repo.OverrideRow[]): MailTemplate {
  const own = rows.find(
    (r) => r.key === level.key && r.locale === level.locale && r.journal_id === level.journalId,
  );
  const platform = rows.find(
    (r) => r.key === level.key && r.locale === level.locale && r.journal_id === null,
  );
  const used = own ?? platform;
  const text = used ?? builtInText(level.key, level.locale);
  return {
    key: level.key,
    locale: level.locale,
    journal_id: level.journalId,
    subject: text.subject,
    body: text.body,
    source: !used ? 'built_in' : used.journal_id === null ? 'platform' : 'journal',
    updated_at: own?.updated_at ?? null,
    updated_by:
      own?.updated_by != null ? { id: own.updated_by, name: own.updated_by_name ?? '' } : null,
    fields: [...TEMPLATE_FIELDS[level.key]],
  };
}

/** GET mail-templates: every template in every language as this level uses it. */
export async function listTemplates(
  db: Database,
  actor: AuthUser,
  journalId: number | null,
): Promise<MailTemplateSummary[]> {
  await assertMayEditLetters(db, actor, journalId);
  const rows = await repo.overridesOfLevel(db, journalId);
  return MAIL_TEMPLATE_KEYS.flatMap((key) =>
    MAIL_TEMPLATE_LOCALES.map((locale) => {
      const { subject, source, updated_at } = present({ key, locale, journalId }, rows);
      return { key, locale, journal_id: journalId, subject, source, updated_at };
    }),
  );
}

export async function getTemplate(db: Database, actor: AuthUser, level: Level) {
  await assertMayEditLetters(db, actor, level.journalId);
  return present(level, await repo.overridesOfLevel(db, level.journalId));
}

/** PUT: saves the level's own text (a retry saves the same row again). */
export async function saveTemplate(
  db: Database,
  actor: AuthUser,
  level: Omit<Level, 'journalId'>,
  input: MailTemplateInput,
): Promise<MailTemplate> {
  await assertMayEditLetters(db, actor, input.journal_id);
  assertTemplateText(level.key, input);
  const journalId = input.journal_id;
  return db.transaction().execute(async (trx) => {
    await repo.saveOverride(trx, {
      ...level,
      journalId,
      subject: input.subject,
      body: input.body,
      updatedBy: actor.id,
      now: nowIso(),
    });
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'mail_template',
      entityId: journalId,
      action: 'template_saved',
      after: { key: level.key, locale: level.locale, subject: input.subject },
    });
    return present({ ...level, journalId }, await repo.overridesOfLevel(trx, journalId));
  });
}

/** DELETE: back to the next level's text; deleting what is not there changes nothing. */
export async function revertTemplate(db: Database, actor: AuthUser, level: Level) {
  await assertMayEditLetters(db, actor, level.journalId);
  return db.transaction().execute(async (trx) => {
    if (await repo.deleteOverride(trx, level.key, level.locale, level.journalId)) {
      await writeAudit(trx, {
        actorId: actor.id,
        entity: 'mail_template',
        entityId: level.journalId,
        action: 'template_reverted',
        before: { key: level.key, locale: level.locale },
      });
    }
    return present(level, await repo.overridesOfLevel(trx, level.journalId));
  });
}
