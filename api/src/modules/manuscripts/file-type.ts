// Is an upload really a PDF, DOC or DOCX? Decided by its bytes, and the name's
// extension must agree with them (a renamed executable is refused):
// - PDF: starts with `%PDF-` and ends with the `%%EOF` trailer (within the last
//   1 KiB, as readers look for it): PDF magic followed by HTML is refused;
// - DOCX: a zip whose central directory lists `[Content_Types].xml` and
//   `word/document.xml` (the names themselves, not a string found somewhere);
// - DOC: the OLE2 compound-file header (signature, complete 512-byte header).
import fs from 'node:fs/promises';
import path from 'node:path';
import { MANUSCRIPT_FILE_TYPES, MANUSCRIPT_MESSAGES } from '@colophon/shared/contracts';
import { HttpError } from '../../lib/http-errors';

export type FileKind = 'pdf' | 'doc' | 'docx';

const PDF = Buffer.from('%PDF-', 'latin1');
const PDF_EOF = Buffer.from('%%EOF', 'latin1');
/** Readers accept the trailer anywhere in the last 1024 bytes. */
const PDF_TAIL = 1024;
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const OLE_HEADER = 512;
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
/** End-of-central-directory record: 22 bytes plus a comment of up to 65 535. */
const EOCD_WINDOW = 22 + 0xffff;
/** A DOCX's directory is small; a larger one is not a document we accept. */
const MAX_DIRECTORY = 4 * 1024 * 1024;
const DOCX_ENTRIES = ['[Content_Types].xml', 'word/document.xml'];

/** The kind announced by the first bytes (zip counts as a DOCX candidate). */
export function sniffKind(head: Buffer): FileKind | null {
  if (head.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (head.subarray(0, OLE.length).equals(OLE)) return 'doc';
  if (head.subarray(0, ZIP.length).equals(ZIP)) return 'docx';
  return null;
}

type Reader = (position: number, length: number) => Promise<Buffer>;

async function withReader<T>(file: string, work: (read: Reader) => Promise<T>): Promise<T> {
  const handle = await fs.open(file, 'r');
  try {
    return await work(async (position, length) => {
      const buffer = Buffer.alloc(Math.max(0, length));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, Math.max(0, position));
      return buffer.subarray(0, bytesRead);
    });
  } finally {
    await handle.close();
  }
}

/** `%%EOF` in the last KiB, followed by nothing but whitespace. */
async function hasPdfTrailer(read: Reader, size: number): Promise<boolean> {
  const tail = await read(size - PDF_TAIL, Math.min(size, PDF_TAIL));
  const at = tail.lastIndexOf(PDF_EOF);
  return at >= 0 && /^[\s\0]*$/.test(tail.subarray(at + PDF_EOF.length).toString('latin1'));
}

/** Entry names of a zip's central directory; null when it is not a well-formed zip. */
export async function zipEntryNames(read: Reader, size: number): Promise<string[] | null> {
  const windowStart = Math.max(0, size - EOCD_WINDOW);
  const tail = await read(windowStart, size - windowStart);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = tail.readUInt16LE(eocd + 10);
  const dirSize = tail.readUInt32LE(eocd + 12);
  const dirOffset = tail.readUInt32LE(eocd + 16);
  // ZIP64 (0xffffffff) or a directory outside the file: not a document we accept.
  if (dirSize > MAX_DIRECTORY || dirOffset + dirSize > windowStart + eocd) return null;
  const dir = await read(dirOffset, dirSize);
  if (dir.length !== dirSize) return null;
  const names: string[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > dir.length || dir.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = dir.readUInt16LE(at + 28);
    const extraLength = dir.readUInt16LE(at + 30);
    const commentLength = dir.readUInt16LE(at + 32);
    const end = at + 46 + nameLength;
    if (end > dir.length) return null;
    names.push(dir.subarray(at + 46, end).toString('utf8'));
    at = end + extraLength + commentLength;
  }
  return names;
}

async function isDocx(read: Reader, size: number): Promise<boolean> {
  const names = await zipEntryNames(read, size);
  return !!names && DOCX_ENTRIES.every((entry) => names.includes(entry));
}

/** Whether the stored bytes really are of the kind their first bytes announce. */
export async function contentMatches(file: string, kind: FileKind, size: number): Promise<boolean> {
  if (kind === 'doc') return size >= OLE_HEADER;
  return withReader(file, (read) =>
    kind === 'pdf' ? hasPdfTrailer(read, size) : isDocx(read, size),
  );
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
  if (!(await contentMatches(file, kind, size))) throw typeError();
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
