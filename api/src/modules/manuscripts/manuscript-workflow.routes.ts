// The editorial workflow: submit, status changes, reviewer assignment, reviews.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  idParamSchema,
  manuscriptReviewersSchema,
  manuscriptSchema,
  manuscriptStatusChangeSchema,
  manuscriptSubmitSchema,
  mutation,
  peerReviewCreateSchema,
  peerReviewSchema,
} from '@colophon/shared/contracts';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { submitReview } from '../reviews';
import { dropReviewUpload, readReviewForm, REVIEW_FILE_FIELD, reviewUploadOf } from '../reviews';
import { storageConfigFromEnv } from './file-storage';
import { MANUSCRIPT_NOT_FOUND, manuscriptGuard } from './manuscript-access';
import { assignReviewers, changeStatus, submitManuscript } from '../decisions';
import { IllegalTransitionError } from './workflow';

const secured = securedAs('manuscripts');
const byId = notFoundAs(MANUSCRIPT_NOT_FOUND);
/** 422 of a status change also lists the statuses that are allowed. */
const transitionError = errorSchema.extend({ allowed: z.array(z.string()).optional() });

/** Illegal transitions answer `{ message, errors: { status }, allowed }`. */
async function withAllowed<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof IllegalTransitionError)) throw error;
    return reply
      .code(422)
      .send({ message: error.message, errors: error.errors, allowed: error.allowed });
  }
}

export const manuscriptWorkflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = [app.authenticate];
  const guard = (action: Parameters<typeof manuscriptGuard>[1]) => manuscriptGuard(app.db, action);
  const storage = storageConfigFromEnv();

  app.post(
    '/manuscripts/:id/submit',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('submit'),
      schema: {
        ...secured,
        summary: 'Submit a draft (its authors, editors)',
        params: idParamSchema,
        body: manuscriptSubmitSchema.nullish(),
        response: {
          200: mutation(manuscriptSchema),
          ...e(401, 403, 404, 409),
          422: transitionError,
        },
      },
    },
    async (request, reply) =>
      withAllowed(reply, async () => ({
        message: 'Manuscript submitted successfully',
        data: await submitManuscript(request.db, request.user, request.manuscript, request.body),
      })),
  );

  app.post(
    '/manuscripts/:id/status',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('status'),
      schema: {
        ...secured,
        summary: 'Change the status along the editorial workflow (see allowed_transitions)',
        description:
          'Editors move manuscripts through review and decisions; authors submit and withdraw. An illegal change answers 422 with `allowed`.',
        params: idParamSchema,
        body: manuscriptStatusChangeSchema,
        response: {
          200: mutation(manuscriptSchema),
          ...e(401, 403, 404, 409),
          422: transitionError,
        },
      },
    },
    async (request, reply) =>
      withAllowed(reply, async () => ({
        message: 'Manuscript status updated successfully',
        data: await changeStatus(request.db, request.user, request.manuscript, request.body),
      })),
  );

  app.post(
    '/manuscripts/:id/reviewers',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('reviewers'),
      schema: {
        ...secured,
        summary:
          'Set the plain reviewer assignments (editors); invited reviewers and those who reviewed stay',
        params: idParamSchema,
        body: manuscriptReviewersSchema,
        response: {
          200: mutation(z.array(z.object({ id: z.number().int(), name: z.string() }))),
          ...e(401, 403, 404, 422),
        },
      },
    },
    async (request) => ({
      message: 'Reviewers assigned successfully',
      data: await assignReviewers(
        request.db,
        request.user,
        request.manuscript,
        request.body.reviewer_ids,
      ),
    }),
  );

  app.post(
    '/manuscripts/:id/reviews',
    {
      ...byId,
      onRequest: signedIn,
      // Access first; then a multipart body becomes the fields the schema validates.
      preValidation: [guard('review'), readReviewForm(storage)],
      onSend: dropReviewUpload,
      schema: {
        ...secured,
        summary: 'Add a review (assigned reviewers, while under review; one per round)',
        description: `JSON, or multipart/form-data with an optional file \`${REVIEW_FILE_FIELD}\` (PDF, DOC, DOCX, checked by content). rating, title, content (comments to the author), recommendation (required when answering an accepted invitation), confidential_comments (to the editor only).`,
        params: idParamSchema,
        body: peerReviewCreateSchema,
        response: { 201: mutation(peerReviewSchema), ...e(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const file = reviewUploadOf(request);
      const upload = file ? { file, storage } : null;
      const data = await submitReview(
        request.db,
        request.user,
        request.manuscript,
        request.body,
        upload,
      );
      return reply.code(201).send({ message: 'Review added successfully', data });
    },
  );
};
