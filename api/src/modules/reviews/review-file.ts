// The optional file of a review (POST manuscripts/{id}/reviews as
// multipart/form-data): the same checks as manuscript files (PDF, DOC, DOCX by
// content, the same size limit), stored under the manuscript's key prefix
// through the file store (disk or database).
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-errors';
import { filesOf, manuscriptDir, removeQuietly, type StorageConfig } from '../manuscripts';
import { verifyManuscriptFile } from '../manuscripts';
import { readMultipart, type TempUpload } from '../manuscripts';

export const REVIEW_FILE_FIELD = 'review_file';

const uploads = new WeakMap<FastifyRequest, TempUpload>();

/** The manuscript-file checks answer on `manuscript_file`: here the field is `review_file`. */
async function onReviewField<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError && error.errors?.manuscript_file) {
      const { manuscript_file: messages, ...rest } = error.errors;
      throw new HttpError(error.statusCode, error.message, {
        ...rest,
        [REVIEW_FILE_FIELD]: messages,
      });
    }
    throw error;
  }
}

/**
 * preValidation of the review route: a multipart body becomes its text fields
 * (then validated by the route's schema like JSON) and its file is kept aside.
 */
export function readReviewForm(storage: StorageConfig) {
  return async function reviewForm(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const form = await onReviewField(readMultipart(request, storage, REVIEW_FILE_FIELD));
    if (form.file) uploads.set(request, form.file);
    const body: Record<string, unknown> = {};
    for (const [key, value] of form.fields) {
      body[key] =
        key === 'rating' && typeof value === 'string' && /^\s*\d+\s*$/.test(value)
          ? Number(value)
          : value;
    }
    // The review form's answers travel as one JSON field, its version as digits; anything odd is left for zod.
    if (typeof body.answers === 'string') {
      try {
        body.answers = JSON.parse(body.answers) as unknown;
      } catch {
        // Not JSON: the schema refuses it at `answers`.
      }
    }
    const version = body.review_form_version;
    if (typeof version === 'string' && /^\s*\d{1,9}\s*$/.test(version)) {
      body.review_form_version = Number(version);
    }
    request.body = body;
  };
}

export const reviewUploadOf = (request: FastifyRequest) => uploads.get(request) ?? null;

/**
 * onSend (runs before any answer leaves, error answers included): a temp file
 * that was not stored (a refused request) is removed.
 */
export async function dropReviewUpload(request: FastifyRequest, _reply: unknown, payload: unknown) {
  await removeQuietly(uploads.get(request)?.tempPath);
  uploads.delete(request);
  return payload;
}

export const verifyReviewFile = (file: TempUpload) =>
  onReviewField(verifyManuscriptFile(file.originalName, file.tempPath, file.size));

/**
 * Stores the upload as manuscripts/{id}/reviews/…, inside `trx` (the one
 * writing the review row); returns its key.
 */
export async function storeReviewFile(
  trx: Database,
  storage: StorageConfig,
  file: TempUpload,
  manuscriptId: number,
  extension: string,
) {
  const key = `${manuscriptDir(manuscriptId)}/reviews/${crypto.randomUUID()}${extension}`;
  await filesOf(trx, storage).put(trx, key, file.tempPath);
  return key;
}
