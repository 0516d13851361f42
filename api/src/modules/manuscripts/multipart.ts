// Reads a multipart request: text fields into a map, the one expected file
// written to tmp/ as it arrives (size-limited; staged-upload.ts). Every
// parser failure becomes a 4xx; a temp file never outlives a failed request.
// Too large a body is refused by its Content-Length before a byte is read, and
// a body without one is cut off at the limit: a 413 closes the connection, so
// the rest is never read (an oversized upload cannot tie up the server).
import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { msg } from '@colophon/shared/contracts';
import { HttpError, unprocessable } from '../../lib/http-errors';
import { refuseForbiddenText } from '../../lib/validate';
import { removeStaleTempFiles, type StorageConfig } from './file-storage';
import { cleanFileName } from './file-type';
import { newStagedPath, removeStaged, StagedFileWriter } from './staged-upload';

export type TempUpload = {
  tempPath: string;
  originalName: string;
  size: number;
};

export type MultipartForm = {
  /** Field name → value (text, or parsed JSON for parts sent as application/json). */
  fields: Map<string, unknown>;
  file: TempUpload | null;
};

export const tooLarge = (maxBytes: number) => {
  const message =
    maxBytes >= 1024 * 1024
      ? msg('manuscript.fileTooLarge', { max: Math.round(maxBytes / (1024 * 1024)) })
      : msg('manuscript.fileTooLargeBytes', { max: maxBytes });
  return new HttpError(413, message, { manuscript_file: [message] });
};

/** How often a running API removes stale temporary uploads (left by a crash). */
export const TEMP_SWEEP_MS = 60 * 60 * 1000;

/** Room for the boundaries, part headers and text fields beside the file. */
export const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * Hooks of the upload routes' module: a Content-Length over the file limit plus
 * the form's overhead answers 413 at once (the app closes any 413's connection,
 * see plugins/lingering-close.ts).
 * Also clears stale temp files at start and then every `sweepEveryMs` (hourly):
 * a long-lived process outlives the crashes of others sharing its DATA_DIR.
 */
export async function registerUploadLimits(
  app: FastifyInstance,
  config: StorageConfig,
  sweepEveryMs = TEMP_SWEEP_MS,
) {
  await removeStaleTempFiles(config);
  let running: Promise<unknown> = Promise.resolve();
  const sweep = setInterval(() => {
    running = removeStaleTempFiles(config).catch((error: unknown) => app.log.warn(error));
  }, sweepEveryMs);
  // Never what keeps the process alive; stopped with the app, after a sweep
  // under way has finished (nothing is removed once close has returned).
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await running;
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers['content-length'];
    const length = header === undefined ? NaN : Number(header);
    if (Number.isFinite(length) && length > config.maxBytes + FORM_OVERHEAD_BYTES) {
      throw tooLarge(config.maxBytes);
    }
  });
}

/** Parser and limit errors of @fastify/multipart / busboy → client errors. */
function toClientError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'].includes(code)) {
    return new HttpError(413, msg('manuscript.tooManyParts'));
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(415, msg('manuscript.multipartRequired'));
  }
  return new HttpError(400, msg('manuscript.multipartMalformed'));
}

async function saveFile(part: MultipartFile, config: StorageConfig): Promise<TempUpload> {
  const tempPath = newStagedPath(config.uploadsDir, `${crypto.randomUUID()}.part`);
  const out = new StagedFileWriter(tempPath);
  // Stop at the limit. The parser only truncates the file there and its stream
  // ends at the part's closing boundary, i.e. after the whole body has been read:
  // fail the copy at once instead (the 413 then closes the connection).
  part.file.once('limit', () => out.destroy(tooLarge(config.maxBytes)));
  try {
    await pipeline(part.file, out);
    if (part.file.truncated) throw tooLarge(config.maxBytes);
  } catch (error) {
    out.destroy();
    removeStaged(tempPath);
    throw error;
  }
  return { tempPath, originalName: cleanFileName(part.filename ?? ''), size: out.size };
}

/**
 * Parses the request; `fileField` is the one file accepted. Values longer than
 * the field limit are a 422 on that field.
 */
export async function readMultipart(
  request: FastifyRequest,
  config: StorageConfig,
  fileField: string,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, msg('manuscript.multipartRequired'));
  const fields = new Map<string, unknown>();
  let file: TempUpload | null = null;
  const truncated: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField || file) {
          part.file.resume();
          throw unprocessable(`Only one file may be sent, in the ${fileField} field.`, {
            [fileField]: [`Only one file may be sent, in the ${fileField} field.`],
          });
        }
        file = await saveFile(part, config);
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) truncated.push(part.fieldname);
        else fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    removeStaged(file?.tempPath);
    throw toClientError(error, config.maxBytes);
  }
  if (truncated.length) {
    removeStaged(file?.tempPath);
    const field = truncated[0]!.slice(0, 100);
    throw unprocessable(undefined, { [field]: [`The ${field} field is too long.`] });
  }
  try {
    // The form's text is held to the rule every JSON body meets (plugins/forbidden-text.ts).
    refuseForbiddenText(Object.fromEntries(fields), 'body');
  } catch (error) {
    removeStaged(file?.tempPath);
    throw error;
  }
  return { fields, file };
}
