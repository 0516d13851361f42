// Is an upload really a PDF, DOC or DOCX? Decided by its bytes (the file-type
// package), and the name's extension must agree with them (a renamed
// executable is refused). On top of what file-type reads, Colophon asks for a
// whole document:
// - PDF: the `%%EOF` trailer ends the file (within the last 1 KiB, as readers
//   look for it), so PDF magic followed by HTML is refused; and no HTML markup
//   in its first kilobytes, where a browser sniffing the file would find it;
// - DOCX: file-type's reading — a zip whose [Content_Types].xml declares a
//   WordprocessingML main document (not a name or string found somewhere) —
//   that unpacks to a sane size (docx-archive.ts: no zip bomb);
// - DOC: an OLE2 compound file with its complete 512-byte header.
import path from 'node:path';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { MANUSCRIPT_FILE_TYPES, MANUSCRIPT_MESSAGES, msg } from '@colophon/shared/contracts';
import { HttpError } from '../../lib/http-errors';
import { withoutForbiddenText } from '../../lib/validate';
import { DOCX_LIMITS, docxArchiveProblem } from './docx-archive';
import { readEnds } from './staged-upload';

export type FileKind = 'pdf' | 'doc' | 'docx';

/** file-type's names of the kinds accepted (an OLE2 file is `cfb`, whatever it holds). */
const KINDS: Record<string, FileKind> = { pdf: 'pdf', cfb: 'doc', docx: 'docx' };
const PDF_EOF = Buffer.from('%%EOF', 'latin1');
/** Readers accept the trailer anywhere in the last 1024 bytes. */
const PDF_TAIL = 1024;
const OLE_HEADER = 512;

/** `%%EOF` in the last KiB, followed by nothing but whitespace. */
function hasPdfTrailer(tail: Buffer): boolean {
  const at = tail.lastIndexOf(PDF_EOF);
  return at >= 0 && /^[\s\0]*$/.test(tail.subarray(at + PDF_EOF.length).toString('latin1'));
}

/**
 * How far a "PDF" is searched for HTML. Browsers sniff the first 512 bytes to
 * 1,445 bytes of a file for markup; 8 KiB is well beyond that, and a real PDF's
 * first kilobytes hold its header, objects and binary streams, never a tag.
 * It is also more than file-type reads to tell a PDF or an OLE2 file (4,100 bytes).
 */
const HEAD = 8 * 1024;
/** The opening of an HTML tag that runs script or loads content, as a sniffer spots it. */
const HTML_MARKUP =
  /<(!doctype\s+html|html|head|body|script|iframe|frame|frameset|object|embed|svg|meta|link|style|form|img)[\s/>]/i;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The kind file-type reads: from the head, or from the file for a zip (a DOCX's parts lie anywhere in it). */
async function detectedKind(file: string, head: Buffer): Promise<FileKind | undefined> {
  const type = head.subarray(0, 4).equals(ZIP_MAGIC)
    ? await fileTypeFromFile(file)
    : await fileTypeFromBuffer(head);
  return KINDS[type?.ext ?? ''];
}

/** The accepted kind the stored bytes are, whole, with its head; null for anything else. */
async function readKind(
  file: string,
  size: number,
): Promise<{ kind: FileKind | null; head: Buffer }> {
  const { head, tail } = readEnds(file, size, HEAD, PDF_TAIL);
  const kind = await detectedKind(file, head);
  if (kind === 'pdf') return { kind: hasPdfTrailer(tail) ? kind : null, head };
  if (kind === 'doc') return { kind: size >= OLE_HEADER ? kind : null, head };
  return { kind: kind ?? null, head };
}

const refused = (message: string) => new HttpError(415, message, { manuscript_file: [message] });

const typeError = () => refused(MANUSCRIPT_MESSAGES.fileType);

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
  const { kind, head } = await readKind(file, size);
  if (!kind || type.extension !== `.${kind}`) throw typeError();
  // A page or a script dressed as a PDF: HTML markup in its first kilobytes.
  if (kind === 'pdf' && HTML_MARKUP.test(head.toString('latin1'))) {
    throw refused(msg('manuscript.fileHoldsHtml'));
  }
  if (kind === 'docx') {
    const problem = await docxArchiveProblem(file, size);
    if (problem === 'unreadable') throw typeError();
    if (problem) throw refused(msg('manuscript.fileUnpacksTooLarge', DOCX_LIMITS));
  }
  return { extension: type.extension, mime: type.mime };
}

/**
 * Characters that reorder the text around them without being seen: a name such
 * as "report<U+202E>fdp.exe" displays as "reportexe.pdf". They have no place in
 * a file name: left-to-right and right-to-left marks, embeddings, overrides,
 * isolates and the Arabic letter mark.
 */
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** A file name safe to store and to send back in Content-Disposition. */
export function cleanFileName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  const kept = base
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(BIDI_CONTROLS, '')
    .trim()
    .slice(-200);
  // Last: the cut at 200 may split an emoji's surrogate pair, leaving half of it.
  const clean = withoutForbiddenText(kept).trim();
  return clean || 'manuscript';
}
