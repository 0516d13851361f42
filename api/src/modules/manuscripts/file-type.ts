// Is an upload really a PDF, DOC or DOCX? Decided by its bytes (the file-type
// package), and the name's extension must agree with them (a renamed
// executable is refused). On top of what file-type reads, Colophon asks for a
// whole document:
// - PDF: the `%%EOF` trailer ends the file (within the last 1 KiB, as readers
//   look for it), so PDF magic followed by HTML is refused;
// - DOCX: file-type's reading — a zip whose [Content_Types].xml declares a
//   WordprocessingML main document (not a name or string found somewhere);
// - DOC: an OLE2 compound file with its complete 512-byte header.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { MANUSCRIPT_FILE_TYPES, MANUSCRIPT_MESSAGES } from '@colophon/shared/contracts';
import { HttpError } from '../../lib/http-errors';

export type FileKind = 'pdf' | 'doc' | 'docx';

/** file-type's names of the kinds accepted (an OLE2 file is `cfb`, whatever it holds). */
const KINDS: Record<string, FileKind> = { pdf: 'pdf', cfb: 'doc', docx: 'docx' };
const PDF_EOF = Buffer.from('%%EOF', 'latin1');
/** Readers accept the trailer anywhere in the last 1024 bytes. */
const PDF_TAIL = 1024;
const OLE_HEADER = 512;

/** `%%EOF` in the last KiB, followed by nothing but whitespace. */
async function hasPdfTrailer(file: string, size: number): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const tail = Buffer.alloc(Math.min(size, PDF_TAIL));
    const { bytesRead } = await handle.read(tail, 0, tail.length, size - tail.length);
    const read = tail.subarray(0, bytesRead);
    const at = read.lastIndexOf(PDF_EOF);
    return at >= 0 && /^[\s\0]*$/.test(read.subarray(at + PDF_EOF.length).toString('latin1'));
  } finally {
    await handle.close();
  }
}

/** The accepted kind the stored bytes are, whole; null for anything else. */
export async function kindOf(file: string, size: number): Promise<FileKind | null> {
  const kind = KINDS[(await fileTypeFromFile(file))?.ext ?? ''];
  if (kind === 'pdf') return (await hasPdfTrailer(file, size)) ? kind : null;
  if (kind === 'doc') return size >= OLE_HEADER ? kind : null;
  return kind ?? null;
}

const typeError = () =>
  new HttpError(415, MANUSCRIPT_MESSAGES.fileType, {
    manuscript_file: [MANUSCRIPT_MESSAGES.fileType],
  });

/**
 * Checks a stored upload; returns its extension and canonical MIME type, else
 * 415. The bytes are read from the stored file.
 */
export async function verifyManuscriptFile(
  originalName: string,
  file: string,
  size: number,
): Promise<{ extension: string; mime: string }> {
  const extension = path.extname(originalName).toLowerCase();
  const type = MANUSCRIPT_FILE_TYPES.find((t) => t.extension === extension);
  if (!type) throw typeError();
  const kind = await kindOf(file, size);
  if (!kind || type.extension !== `.${kind}`) throw typeError();
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
