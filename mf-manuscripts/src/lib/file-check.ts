// The manuscript file is checked before it is uploaded, as the API checks it:
// a PDF, DOC or DOCX extension, a matching first few bytes, and the size limit.
import {
  MANUSCRIPT_FILE_MAX_BYTES,
  MANUSCRIPT_FILE_TYPES,
  MANUSCRIPT_MESSAGES,
  msg,
} from '@colophon/shared/contracts';

/** What is wrong with a file; `message` is a contract message (render it with useMessageText). */
export type FileProblem =
  | { kind: 'type'; message: string }
  | { kind: 'size'; message: string; maxMegabytes: number }
  | { kind: 'empty'; message: string };

const MAGIC: Record<string, number[][]> = {
  '.pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  '.doc': [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]], // OLE compound file
  '.docx': [[0x50, 0x4b, 0x03, 0x04]], // zip (the API also looks for its word/ entry)
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Reads the first bytes of a file (FileReader: older browsers and jsdom lack Blob.arrayBuffer). */
function readHead(file: Blob, length: number): Promise<Uint8Array> {
  const head = file.slice(0, length);
  if (typeof head.arrayBuffer === 'function') {
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

/** Null when the file may be uploaded; otherwise what is wrong with it. */
export async function checkManuscriptFile(
  file: File,
  maxBytes = MANUSCRIPT_FILE_MAX_BYTES,
): Promise<FileProblem | null> {
  const extension = extensionOf(file.name);
  const known = MANUSCRIPT_FILE_TYPES.find((type) => type.extension === extension);
  if (!known) return { kind: 'type', message: MANUSCRIPT_MESSAGES.fileType };
  if (file.size === 0) return { kind: 'empty', message: MANUSCRIPT_MESSAGES.fileRequired };
  if (file.size > maxBytes) {
    const maxMegabytes = Math.round(maxBytes / (1024 * 1024));
    return {
      kind: 'size',
      message: msg('manuscript.fileTooLarge', { max: maxMegabytes }),
      maxMegabytes,
    };
  }
  let head: Uint8Array;
  try {
    head = await readHead(file, 8);
  } catch {
    return { kind: 'type', message: MANUSCRIPT_MESSAGES.fileType };
  }
  if (!MAGIC[extension]!.some((prefix) => startsWith(head, prefix))) {
    return { kind: 'type', message: MANUSCRIPT_MESSAGES.fileType };
  }
  return null;
}
