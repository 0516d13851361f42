// Decisions, recommendations, the decision timeline and the handling editor
// of a manuscript (docs/workflow.md, docs/roles.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  decisionCreateSchema,
  decisionTimelineSchema,
  editorialDecisionSchema,
  handlingEditorCandidatesSchema,
  handlingEditorSchema,
  idParamSchema,
  letterDraftRequestSchema,
  letterDraftSchema,
  manuscriptSchema,
  mutation,
  recommendationCreateSchema,
} from '@colophon/shared/contracts';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { MANUSCRIPT_NOT_FOUND, manuscriptGuard } from '../manuscripts';
import * as decisions from './decisions.service';
import { letterDraft } from './letter-draft.service';

const secured = securedAs('manuscripts');
const byId = notFoundAs(MANUSCRIPT_NOT_FOUND);

export const decisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = [app.authenticate];
  const guard = (action: Parameters<typeof manuscriptGuard>[1]) => manuscriptGuard(app.db, action);

  app.post(
    '/manuscripts/:id/decisions',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('decide'),
      schema: {
        ...secured,
        summary: 'Take an editorial decision (editor-in-chief)',
        description:
          'send_to_review, request_revisions, accept, reject (after review), decline (desk reject), publish. A letter is required for request_revisions, reject and decline; accepting without a completed review requires a reason.',
        params: idParamSchema,
        body: decisionCreateSchema,
        response: { 200: mutation(manuscriptSchema), ...e(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      message: 'Decision recorded successfully',
      data: await decisions.takeDecision(
        request.db,
        request.user,
        request.manuscript,
        request.body,
      ),
    }),
  );

  app.post(
    '/manuscripts/:id/letter-draft',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('decide'),
      schema: {
        ...secured,
        summary: "A decision's letter from the journal's template (editor-in-chief)",
        description:
          "Renders the journal's template of the decision (accept, minor_revisions, major_revisions, reject, desk_decline) in `locale` (default: the submitting author's language) for the submitting author, {{reviews}} being the reviews the decision would release (`reviews`, as POST …/decisions takes them) as the authors will read them, and for revisions {{due_date}} (`revision_due_at`, default today + the journal's revision period). Nothing is stored.",
        params: idParamSchema,
        body: letterDraftRequestSchema,
        response: { 200: letterDraftSchema, ...e(401, 403, 404, 422) },
      },
    },
    async (request) => letterDraft(request.db, request.manuscript, request.body, app.config.appUrl),
  );

  app.get(
    '/manuscripts/:id/decisions',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('view'),
      schema: {
        ...secured,
        summary: 'The decision timeline (authors: decisions with their letters only)',
        params: idParamSchema,
        response: { 200: decisionTimelineSchema, ...e(401, 404) },
      },
    },
    async (request) => decisions.decisionTimeline(request.db, request.manuscript),
  );

  app.post(
    '/manuscripts/:id/recommendations',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('recommend'),
      schema: {
        ...secured,
        summary: 'Record a recommendation to the editor-in-chief (the handling associate editor)',
        params: idParamSchema,
        body: recommendationCreateSchema,
        response: { 201: mutation(editorialDecisionSchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const data = await decisions.recordRecommendation(
        request.db,
        request.user,
        request.manuscript,
        request.body,
      );
      return reply.code(201).send({ message: 'Recommendation recorded successfully', data });
    },
  );

  app.get(
    '/manuscripts/:id/handling-editor-candidates',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('handlingEditor'),
      schema: {
        ...secured,
        summary: 'Who may be the handling editor (editor-in-chief)',
        params: idParamSchema,
        response: { 200: handlingEditorCandidatesSchema, ...e(401, 403, 404) },
      },
    },
    async (request) => decisions.handlingEditorCandidates(request.db, request.manuscript),
  );

  app.put(
    '/manuscripts/:id/handling-editor',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('handlingEditor'),
      schema: {
        ...secured,
        summary: 'Assign the handling editor, or none (editor-in-chief)',
        params: idParamSchema,
        body: handlingEditorSchema,
        response: { 200: mutation(manuscriptSchema), ...e(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      message: 'Handling editor updated successfully',
      data: await decisions.assignHandlingEditor(
        request.db,
        request.user,
        request.manuscript,
        request.body.user_id,
      ),
    }),
  );
};
