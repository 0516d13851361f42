// journals/{id}/review-form: staff read a journal's review form; its
// editors-in-chief and administrators change it. manuscripts/{id}/review-form:
// the form a review of the manuscript answers, for whoever may read the
// manuscript (the reviewer's dialog renders it).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  mutation,
  parseId,
  reviewFormInputSchema,
  reviewFormResponseSchema,
  reviewFormSchema,
} from '@colophon/shared/contracts';
import { notFound } from '../../lib/http-errors';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { requirePermission } from '../auth';
import { JOURNAL_NOT_FOUND } from '../journals';
import { MANUSCRIPT_NOT_FOUND, manuscriptGuard } from '../manuscripts';
import * as forms from './review-forms.service';

export const reviewFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('manuscript', null as never);
  const staff = [app.authenticate, requirePermission('journals.staffView')];
  const editorGuard = async (request: FastifyRequest) => {
    const id = parseId((request.params as { id?: unknown }).id);
    if (id === null) throw notFound(JOURNAL_NOT_FOUND);
    await forms.assertMayEdit(request.db, request.user, id);
  };

  app.get(
    '/journals/:id/review-form',
    {
      ...notFoundAs(JOURNAL_NOT_FOUND),
      onRequest: staff,
      schema: {
        ...securedAs('journals'),
        summary:
          "A journal's review form: its questions in order (staff; can_edit: admins and its editors-in-chief)",
        params: idParamSchema,
        response: { 200: reviewFormResponseSchema, ...e(401, 403, 404) },
      },
    },
    async (request) => forms.getForm(request.db, request.user, request.params.id),
  );

  app.put(
    '/journals/:id/review-form',
    {
      ...notFoundAs(JOURNAL_NOT_FOUND),
      onRequest: staff,
      preValidation: editorGuard,
      schema: {
        ...securedAs('journals'),
        summary:
          "Replace a journal's review form (admins and its editors-in-chief); no questions: no form",
        description:
          'Every question, in order: kind text, choice (options) or scale (scale_min 0–1, scale_max 2–10, end labels); required; audience `author` (released with the review) or `editors` (never to authors or other reviewers). A question without id gets one. Each save is a new version; reviews keep the questions they answered.',
        params: idParamSchema,
        body: reviewFormInputSchema,
        response: { 200: mutation(reviewFormSchema), ...e(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      message: 'Review form updated successfully',
      data: await forms.updateForm(request.db, request.user, request.params.id, request.body),
    }),
  );

  app.get(
    '/manuscripts/:id/review-form',
    {
      ...notFoundAs(MANUSCRIPT_NOT_FOUND),
      onRequest: [app.authenticate],
      preValidation: manuscriptGuard(app.db, 'view'),
      schema: {
        ...securedAs('manuscripts'),
        summary: "The review form a review of this manuscript answers (its journal's current form)",
        params: idParamSchema,
        response: { 200: reviewFormResponseSchema, ...e(401, 404) },
      },
    },
    async (request) => ({
      data: await forms.currentForm(request.db, request.manuscript.row.journal_id),
      meta: { can_edit: false },
    }),
  );
};
