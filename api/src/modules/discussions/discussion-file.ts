// The optional file of a discussion message: the same checks as manuscript
// files (PDF, DOC, DOCX by content, the same size limit), staged and stored
// the same way (docs/file-store.md), under the manuscript's key prefix so it
// goes with the manuscript. Its errors answer on the `file` field: a file of
// the wrong type is a 422 there, one too large a 413.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DISCUSSION_FILE_FIELD,
  DISCUSSION_MESSAGES as D,
  discussionFileTooLarge,
  msg,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { HttpError, unprocessable } from '../../lib/http-errors';
import { filesOf, manuscriptDir, removeQuietly, type StorageConfig } from '../manuscripts';
import { verifyManuscriptFile } from '../manuscripts';
import { FORM_OVERHEAD_BYTES, readMultipart, type TempUpload } from '../manuscripts';

const uploads = new WeakMap<FastifyRequest, TempUpload>();

/** 413 on the `file` field, in this file's words. */
function tooLarge(maxBytes: number) {
  const message =
    maxBytes >= 1024 * 1024
      ? discussionFileTooLarge(Math.round(maxBytes / (1024 * 1024)))
      : msg('discussion.fileTooLargeBytes', { max: maxBytes });
  return new HttpError(413, message, { [DISCUSSION_FILE_FIELD]: [message] });
}

/** The manuscript-file checks answer on `manuscript_file`, as a 415: here on `file`. */
async function onFileField<T>(work: Promise<T>, maxBytes: number): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors?.manuscript_file) throw error;
    if (error.statusCode === 413) throw tooLarge(maxBytes);
    if (error.statusCode === 415) {
      throw unprocessable(D.fileType, { [DISCUSSION_FILE_FIELD]: [D.fileType] });
    }
    const { manuscript_file: messages, ...rest } = error.errors;
    throw new HttpError(error.statusCode, error.message, {
      ...rest,
      [DISCUSSION_FILE_FIELD]: messages,
    });
  }
}

/** A body announced larger than the file limit plus the form answers 413 before it is read. */
export function refuseOversizedBodies(app: FastifyInstance, storage: StorageConfig) {
  app.addHook('onRequest', async (request) => {
    const length = Number(request.headers['content-length'] ?? NaN);
    if (Number.isFinite(length) && length > storage.maxBytes + FORM_OVERHEAD_BYTES) {
      throw tooLarge(storage.maxBytes);
    }
  });
}

/**
 * preValidation: a multipart body becomes its text fields (validated by the
 * route's schema, as JSON is) and its file is kept aside for the handler.
 */
export function readDiscussionForm(storage: StorageConfig) {
  return async function discussionForm(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const form = await onFileField(
      readMultipart(request, storage, DISCUSSION_FILE_FIELD),
      storage.maxBytes,
    );
    if (form.file) uploads.set(request, form.file);
    request.body = Object.fromEntries(form.fields);
  };
}

export const discussionUploadOf = (request: FastifyRequest) => uploads.get(request) ?? null;

/** onSend (error answers included): a staged file that was not stored is removed. */
export async function dropDiscussionUpload(
  request: FastifyRequest,
  _reply: unknown,
  payload: unknown,
) {
  await removeQuietly(uploads.get(request)?.tempPath);
  uploads.delete(request);
  return payload;
}

export type CheckedUpload = { file: TempUpload; extension: string; mime: string };

/** The staged file's type, checked by content (422 on `file` when it is not a document we take). */
export async function checkUpload(
  file: TempUpload,
  storage: StorageConfig,
): Promise<CheckedUpload> {
  const type = await onFileField(
    verifyManuscriptFile(file.originalName, file.tempPath, file.size),
    storage.maxBytes,
  );
  return { file, ...type };
}

/** Stores the upload inside `trx` (the one writing its message); returns its key. */
export async function storeUpload(
  trx: Database,
  storage: StorageConfig,
  upload: CheckedUpload,
  manuscriptId: number,
) {
  const key = `${manuscriptDir(manuscriptId)}/discussions/${crypto.randomUUID()}${upload.extension}`;
  await filesOf(trx, storage).put(trx, key, upload.file.tempPath);
  return key;
}
