// Sends a stored file (manuscript revision or review file) as a download. The
// contents are streamed from the file store (disk, or chunk by chunk from
// PostgreSQL): a large file is never held in memory whole.
import type { FastifyReply } from 'fastify';
import type { OpenedFile } from '../../lib/file-store/file-store';

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266). */
export const attachmentHeader = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export function sendStoredFile(
  reply: FastifyReply,
  file: OpenedFile,
  name: string,
  mimeType: string,
) {
  // A stream is sent as is (no response schema applies to it).
  return reply
    .type(mimeType)
    .header('content-length', file.size)
    .header('content-disposition', attachmentHeader(name))
    .header('cache-control', 'private, no-store')
    .send(file.stream());
}
