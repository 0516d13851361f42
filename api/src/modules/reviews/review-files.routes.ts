// GET reviews/{id}/file: the file attached to a review, for editors and the
// reviewer who wrote it (it may name its writer, so not for authors).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, MANUSCRIPT_FILE_TYPES } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-errors';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import type { AuthUser } from '../auth';
import { sendStoredFile } from '../manuscripts';
import { filesOf, type StorageConfig } from '../manuscripts';
import { canView, relationTo } from '../manuscripts';
import { policyForContext } from '../manuscripts';
import { findManuscriptById } from '../manuscripts';
import { findReview } from './peer-reviews.repository';

const REVIEW_FILE_NOT_FOUND = 'Review file not found';

async function reviewFile(db: Database, storage: StorageConfig, actor: AuthUser, id: number) {
  const review = await findReview(db, id);
  const row = review && (await findManuscriptById(db, review.manuscript_id));
  if (!review || !row) throw notFound(REVIEW_FILE_NOT_FOUND);
  const relation = await relationTo(db, actor, row);
  const policy = await policyForContext(db, { row, relation });
  // The file may name its writer: only those who read the whole review.
  if (!canView(relation) || policy.review(review) !== 'full') {
    throw canView(relation) ? forbidden() : notFound(REVIEW_FILE_NOT_FOUND);
  }
  const file = review.file_path ? await filesOf(db, storage).open(db, review.file_path) : null;
  if (!file) throw notFound(REVIEW_FILE_NOT_FOUND);
  return { review, file };
}

export const reviewFilesRoutes: FastifyPluginAsyncZod<{ storage: StorageConfig }> = async (
  app,
  { storage },
) => {
  app.get(
    '/reviews/:id/file',
    {
      ...notFoundAs(REVIEW_FILE_NOT_FOUND),
      onRequest: [app.authenticate],
      schema: {
        ...securedAs('manuscripts'),
        summary: 'Download the file of a review (editors and its reviewer)',
        params: idParamSchema,
        produces: MANUSCRIPT_FILE_TYPES.map((t) => t.mime),
        response: e(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { review, file } = await reviewFile(
        request.db,
        storage,
        request.user,
        request.params.id,
      );
      return sendStoredFile(
        reply as FastifyReply,
        file,
        review.file_name ?? 'review',
        review.mime_type ?? 'application/octet-stream',
      );
    },
  );
};
