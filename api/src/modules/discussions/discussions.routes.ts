// Discussions: the threads of a manuscript (under /manuscripts/{id}) and one
// thread's messages, read mark, file and state (under /discussions/{id}).
// Access is checked before a body is read: a reader who may not see the
// thread gets 404, one who takes no part in it 403, a closed thread 409.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DISCUSSION_FILE_FIELD,
  DISCUSSION_MESSAGES as D,
  discussionCreateSchema,
  discussionListSchema,
  discussionMessageCreateSchema,
  discussionMessageSchema,
  discussionMessagesSchema,
  discussionReadResultSchema,
  discussionReadSchema,
  discussionThreadSchema,
  idParamSchema,
  idSchema,
  MANUSCRIPT_FILE_TYPES,
  mutation,
} from '@colophon/shared/contracts';
import { forbidden } from '../../lib/http-errors';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { sendStoredFile } from '../manuscripts';
import type { StorageConfig } from '../manuscripts';
import { MANUSCRIPT_NOT_FOUND, manuscriptGuard } from '../manuscripts';
import { mayStartAny, threadGuard } from './discussion-access';
import { discussionUploadOf, dropDiscussionUpload, readDiscussionForm } from './discussion-file';
import * as service from './discussions.service';

const secured = securedAs('manuscripts');
const byThread = notFoundAs(D.notFound);
const withFile = `JSON, or multipart/form-data with the same fields and an optional file \`${DISCUSSION_FILE_FIELD}\` (${MANUSCRIPT_FILE_TYPES.map((t) => t.extension).join(', ')}, checked by content; a wrong type answers 422 on \`${DISCUSSION_FILE_FIELD}\`).`;

export const discussionsRoutes: FastifyPluginAsyncZod<{ storage: StorageConfig }> = async (
  app,
  { storage },
) => {
  const signedIn = [app.authenticate];
  const upload = (request: Parameters<typeof discussionUploadOf>[0]) => {
    const file = discussionUploadOf(request);
    return file ? { file, storage } : null;
  };

  app.get(
    '/manuscripts/:id/discussions',
    {
      ...notFoundAs(MANUSCRIPT_NOT_FOUND),
      onRequest: signedIn,
      preValidation: manuscriptGuard(app.db, 'view'),
      schema: {
        ...secured,
        summary: "A manuscript's discussions the reader may see, with unread counts",
        params: idParamSchema,
        response: { 200: discussionListSchema, ...e(401, 404) },
      },
    },
    async (request) => service.listThreads(request.db, request.manuscript),
  );

  app.post(
    '/manuscripts/:id/discussions',
    {
      ...notFoundAs(MANUSCRIPT_NOT_FOUND),
      onRequest: signedIn,
      preValidation: [
        manuscriptGuard(app.db, 'view'),
        async (request) => {
          if (!mayStartAny(request.manuscript.relation)) throw forbidden();
        },
        readDiscussionForm(storage),
      ],
      onSend: dropDiscussionUpload,
      schema: {
        ...secured,
        summary:
          'Start a discussion with its first message (editors: with the authors or a reviewer; authors: with the editors; a reviewer: their own)',
        description: withFile,
        params: idParamSchema,
        body: discussionCreateSchema,
        response: {
          201: mutation(discussionThreadSchema),
          ...e(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const data = await service.startThread(
        request.db,
        request.user,
        request.manuscript,
        request.body,
        upload(request),
      );
      return reply.code(201).send({ message: 'Discussion started', data });
    },
  );

  app.get(
    '/discussions/:id/messages',
    {
      ...byThread,
      onRequest: signedIn,
      preValidation: threadGuard(app.db, 'read'),
      schema: {
        ...secured,
        summary: "A discussion's messages, oldest first, with the thread",
        params: idParamSchema,
        response: { 200: discussionMessagesSchema, ...e(401, 404) },
      },
    },
    async (request) => service.listMessages(request.db, request.discussion),
  );

  app.post(
    '/discussions/:id/messages',
    {
      ...byThread,
      onRequest: signedIn,
      preValidation: [threadGuard(app.db, 'post'), readDiscussionForm(storage)],
      onSend: dropDiscussionUpload,
      schema: {
        ...secured,
        summary: 'Write in a discussion (its participants, while it is open)',
        description: withFile,
        params: idParamSchema,
        body: discussionMessageCreateSchema,
        response: {
          201: mutation(discussionMessageSchema),
          ...e(400, 401, 403, 404, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const data = await service.postMessage(
        request.db,
        request.user,
        request.discussion,
        request.body,
        upload(request),
      );
      return reply.code(201).send({ message: 'Message sent', data });
    },
  );

  app.post(
    '/discussions/:id/read',
    {
      ...byThread,
      onRequest: signedIn,
      preValidation: threadGuard(app.db, 'read'),
      schema: {
        ...secured,
        summary: 'Mark a discussion read, up to a message (default: the newest)',
        params: idParamSchema,
        body: discussionReadSchema.optional(),
        response: { 200: discussionReadResultSchema, ...e(401, 404, 422) },
      },
    },
    async (request) => ({
      message: 'Discussion marked read',
      data: await service.markThreadRead(request.db, request.discussion, request.body?.message_id),
    }),
  );

  for (const [action, closed] of [
    ['close', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/discussions/:id/${action}`,
      {
        ...byThread,
        onRequest: signedIn,
        preValidation: threadGuard(app.db, 'close'),
        schema: {
          ...secured,
          summary: `${closed ? 'Close' : 'Reopen'} a discussion (the manuscript's editors)`,
          params: idParamSchema,
          response: { 200: mutation(discussionThreadSchema), ...e(401, 403, 404) },
        },
      },
      async (request) => ({
        message: closed ? 'Discussion closed' : 'Discussion reopened',
        data: await service.setClosed(request.db, request.discussion, closed),
      }),
    );
  }

  app.get(
    '/discussions/:id/messages/:messageId/file',
    {
      ...byThread,
      onRequest: signedIn,
      preValidation: threadGuard(app.db, 'read'),
      schema: {
        ...secured,
        summary: "Download a message's file (whoever reads the discussion)",
        params: z.object({ id: idSchema, messageId: idSchema }),
        produces: MANUSCRIPT_FILE_TYPES.map((t) => t.mime),
        response: e(401, 404),
      },
    },
    async (request, reply) => {
      const { message, file } = await service.messageFile(
        request.db,
        storage,
        request.discussion,
        request.params.messageId,
      );
      return sendStoredFile(
        reply as FastifyReply,
        file,
        message.file_name ?? 'file',
        message.mime_type ?? 'application/octet-stream',
      );
    },
  );
};
