// Multipart routes and files: new manuscripts, revisions, file downloads, authors.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idSchema,
  idParamSchema,
  manuscriptAuthorSchema,
  manuscriptAuthorsPayloadSchema,
  manuscriptRevisionSchema,
  manuscriptSchema,
  MANUSCRIPT_FILE_TYPES,
  mutation,
} from '@colophon/shared/contracts';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { JOURNAL_NOT_FOUND, loadJournal } from '../journals';
import type { StorageConfig } from './file-storage';
import { MANUSCRIPT_NOT_FOUND, manuscriptGuard } from './manuscript-access';
import { upsertAuthors } from './manuscript-authors.service';
import { revisionFile } from './manuscript-files.service';
import * as submission from './manuscript-submission.service';
import { sendStoredFile } from './file-download';
import { readMultipart } from './multipart';
import { policyForContext } from './manuscript-policy';
import { presentRevisions, revisionFileName } from './manuscripts.presenter';

const secured = securedAs('manuscripts');
const byId = notFoundAs(MANUSCRIPT_NOT_FOUND);
const FILE_FIELD = 'manuscript_file';
const multipartNote = `multipart/form-data. Fields: title, abstract, keywords (comma text or JSON list), manuscript_type, journal_id, doi, submission_notes, submit (1/0), authors[i][first_name|last_name|email|institution|department|orcid|contribution|is_corresponding (1/0)|author_order], suggested_reviewers and excluded_reviewers (JSON lists of {name, email, reason}; a reason is required to exclude), and the file \`${FILE_FIELD}\` (${MANUSCRIPT_FILE_TYPES.map((t) => t.extension).join(', ')}, checked by content).`;

export const manuscriptFilesRoutes: FastifyPluginAsyncZod<{ storage: StorageConfig }> = async (
  app,
  { storage },
) => {
  const signedIn = [app.authenticate];
  const guard = (action: Parameters<typeof manuscriptGuard>[1]) => manuscriptGuard(app.db, action);

  app.post(
    '/journals/:id/manuscripts',
    {
      ...notFoundAs(JOURNAL_NOT_FOUND),
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'Submit a new manuscript with its file to an active journal (anyone signed in)',
        description: multipartNote,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 201: mutation(manuscriptSchema), ...e(400, 401, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const journal = await loadJournal(request.db, request.params.id);
      const form = await readMultipart(request, storage, FILE_FIELD);
      const data = await submission.createManuscript(
        request.db,
        request.user,
        journal,
        form,
        storage,
      );
      return reply.code(201).send({ message: 'Manuscript created successfully', data });
    },
  );

  app.get(
    '/manuscripts/:id/revisions',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('view'),
      schema: {
        ...secured,
        summary: 'The revisions of a manuscript, newest first',
        params: idParamSchema,
        response: { 200: z.object({ data: z.array(manuscriptRevisionSchema) }), ...e(401, 404) },
      },
    },
    async (request) => ({
      data: await presentRevisions(
        request.db,
        request.manuscript.row,
        await policyForContext(request.db, request.manuscript),
      ),
    }),
  );

  app.post(
    '/manuscripts/:id/revisions',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('revise'),
      schema: {
        ...secured,
        summary: 'Upload a revision: it becomes current, version +1, revision_requested → revised',
        description: `multipart/form-data: \`${FILE_FIELD}\` and changes_summary.`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: {
          201: mutation(manuscriptRevisionSchema),
          ...e(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, storage, FILE_FIELD);
      const data = await submission.addRevision(
        request.db,
        request.user,
        request.manuscript,
        form,
        storage,
      );
      return reply.code(201).send({ message: 'Revision uploaded successfully', data });
    },
  );

  app.get(
    '/manuscripts/:id/revisions/:revisionId/file',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('view'),
      schema: {
        ...secured,
        summary: 'Download the file of a revision (whoever may see the manuscript)',
        params: z.object({ id: idSchema, revisionId: idSchema }),
        produces: MANUSCRIPT_FILE_TYPES.map((t) => t.mime),
        response: e(401, 404),
      },
    },
    async (request, reply) => {
      const { revision, file } = await revisionFile(
        request.db,
        storage,
        request.manuscript.row.id,
        request.params.revisionId,
      );
      const policy = await policyForContext(request.db, request.manuscript);
      return sendStoredFile(
        reply as FastifyReply,
        file,
        revisionFileName(revision, policy),
        revision.mime_type,
      );
    },
  );

  app.post(
    '/manuscripts/:id/authors',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('authors'),
      schema: {
        ...secured,
        summary: 'Add or update authors (matched by user_id, else email)',
        params: idParamSchema,
        body: manuscriptAuthorsPayloadSchema,
        response: { 200: mutation(z.array(manuscriptAuthorSchema)), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      message: 'Authors updated successfully',
      data: await upsertAuthors(request.db, request.user, request.manuscript, request.body),
    }),
  );
};
