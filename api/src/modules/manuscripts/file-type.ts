// Is an upload really a PDF, DOC or DOCX? Decided by its bytes, and the name's
// extension must agree with them (a renamed executable is refused).
import fs from 'node:fs/promises';
import path from 'node:path';
import { MANUSCRIPT_FILE_TYPES, MANUSCRIPT_MESSAGES } from '@colophon/shared/contracts';
import { HttpError } from '../../lib/http-errors';

export type FileKind = 'pdf' | 'doc' | 'docx';

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORD_ENTRY = Buffer.from('word/', 'latin1');
/** How much of each end of a zip is searched for a `word/` entry name. */
const ZIP_WINDOW = 256 * 1024;

/** The kind announced by the first bytes (zip counts as a DOCX candidate). */
export function sniffKind(head: Buffer): FileKind | null {
  if (head.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (head.subarray(0, OLE.length).equals(OLE)) return 'doc';
  if (head.subarray(0, ZIP.length).equals(ZIP)) return 'docx';
  return null;
}

/** A DOCX is a zip whose entries include `word/…` (local headers at the start, directory at the end). */
async function looksLikeDocx(file: string, size: number): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    if ((await read(0, Math.min(size, ZIP_WINDOW))).includes(WORD_ENTRY)) return true;
    if (size <= ZIP_WINDOW) return false;
    const start = Math.max(0, size - ZIP_WINDOW);
    return (await read(start, size - start)).includes(WORD_ENTRY);
  } finally {
    await handle.close();
  }
}

const typeError = () =>
  new HttpError(415, MANUSCRIPT_MESSAGES.fileType, {
    manuscript_file: [MANUSCRIPT_MESSAGES.fileType],
  });

/** Checks a stored upload; returns its extension and canonical MIME type, else 415. */
export async function verifyManuscriptFile(
  originalName: string,
  head: Buffer,
  file: string,
  size: number,
): Promise<{ extension: string; mime: string }> {
  const extension = path.extname(originalName).toLowerCase();
  const type = MANUSCRIPT_FILE_TYPES.find((t) => t.extension === extension);
  const kind = sniffKind(head);
  if (!type || !kind || type.extension !== `.${kind}`) throw typeError();
  if (kind === 'docx' && !(await looksLikeDocx(file, size))) throw typeError();
  return { extension: type.extension, mime: type.mime };
}

/** A file name safe to store and to send back in Content-Disposition. */
export function cleanFileName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-200);
  return clean || 'manuscript';
}
