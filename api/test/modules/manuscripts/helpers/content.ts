// Setup helpers for the content tests: a temp DATA_DIR, journals and
// manuscripts created through the API (or directly when only state matters).
import fs from 'node:fs';
import { assignAsAccepted } from '../../../../src/modules/reviews/accepted-assignments.service';
import { syncReviewRound } from '../../../../src/modules/reviews/review-rounds.service';
import os from 'node:os';
import path from 'node:path';
import type { RoleName } from '@colophon/shared/contracts';
import type { TestApp } from '../../../helpers/test-app';
import { pdfBytes } from './files';
import { multipart, type UploadFile } from './multipart';

/** Points DATA_DIR at a fresh temp folder (call before buildTestApp); removed after the file. */
export function withTempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-content-'));
  process.env.DATA_DIR = dir;
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let journalCounter = 0;
export async function insertJournal(
  t: TestApp,
  values: Partial<{
    title: string;
    is_active: boolean;
    status: string;
    peer_review_type: string;
  }> = {},
) {
  const now = new Date().toISOString();
  const row = await t.db
    .insertInto('journals')
    .values({
      title: values.title ?? `Journal ${++journalCounter}`,
      description: 'A journal',
      is_active: values.is_active ?? true,
      status: values.status ?? 'active',
      peer_review_type: values.peer_review_type ?? 'double_blind',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type AuthorFields = Partial<Record<string, string>>;

export function manuscriptFields(
  overrides: Record<string, string> = {},
  authors: AuthorFields[] = [{}],
): [string, string][] {
  const fields: [string, string][] = Object.entries({
    title: 'Deep learning for protein folding',
    abstract: 'We study how neural networks predict protein structures.',
    keywords: 'proteins, deep learning',
    manuscript_type: 'research_article',
    ...overrides,
  });
  authors.forEach((author, i) => {
    const full = {
      first_name: 'Ada',
      last_name: `Lovelace${i}`,
      email: `ada${i}@example.org`,
      institution: 'University of London',
      is_corresponding: i === 0 ? '1' : '0',
      author_order: String(i + 1),
      ...author,
    };
    for (const [key, value] of Object.entries(full)) {
      if (value !== undefined) fields.push([`authors[${i}][${key}]`, value]);
    }
  });
  return fields;
}

export async function postManuscript(
  t: TestApp,
  token: string,
  journalId: number | string,
  fields: [string, string][] = manuscriptFields(),
  files: UploadFile[] = [{ name: 'paper.pdf', content: pdfBytes(), type: 'application/pdf' }],
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/journals/${journalId}/manuscripts`,
    headers: { ...t.authHeader(token), ...body.headers },
    payload: body.payload,
  });
}

const tokens = new Map<TestApp, Map<string, string>>();
/** A cached token per role (tokens live an hour; a test file is shorter). */
export async function tokenOf(t: TestApp, role: RoleName): Promise<string> {
  const cache = tokens.get(t) ?? new Map<string, string>();
  tokens.set(t, cache);
  if (!cache.has(role)) cache.set(role, await t.tokenFor(role));
  return cache.get(role)!;
}

/** Creates a manuscript as the user of `token`; returns its id. */
export async function createManuscript(
  t: TestApp,
  token: string,
  journalId: number,
  overrides: Record<string, string> = {},
): Promise<number> {
  const res = await postManuscript(t, token, journalId, manuscriptFields(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

/** Puts a manuscript straight into a status (setup only; the API path is tested elsewhere). */
export async function forceStatus(t: TestApp, id: number, status: string) {
  await t.db.updateTable('manuscripts').set({ status }).where('id', '=', id).execute();
}

/**
 * Assigns a reviewer as the API does: under review, an accepted invitation of
 * the open round (opened if needed); otherwise a plain assignment (read access).
 */
export async function assignReviewer(t: TestApp, manuscriptId: number, reviewerId: number) {
  const { status } = await t.db
    .selectFrom('manuscripts')
    .select('status')
    .where('id', '=', manuscriptId)
    .executeTakeFirstOrThrow();
  if (status === 'under_review') {
    await t.db.transaction().execute(async (trx) => {
      await syncReviewRound(trx, manuscriptId, status);
      await assignAsAccepted(trx, manuscriptId, [reviewerId], reviewerId);
    });
    return;
  }
  await t.db
    .insertInto('review_assignments')
    .values({
      manuscript_id: manuscriptId,
      reviewer_id: reviewerId,
      assigned_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export const api = (path: string) => `/api/v1${path}`;
