// /mail-templates: administrators edit the platform's letters, a journal's
// editors-in-chief their journal's (`journal_id`); everyone else is refused.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mailTemplateInputSchema,
  mailTemplateParamsSchema,
  mailTemplatePreviewInputSchema,
  mailTemplatePreviewSchema,
  mailTemplateQuerySchema,
  mailTemplateSchema,
  mailTemplateSummarySchema,
  msg,
  mutation,
  single,
} from '@colophon/shared/contracts';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { previewTemplate } from './template-preview.service';
import * as templates from './templates.service';

const secured = securedAs('journals');
const byKey = notFoundAs(msg('template.keyInvalid'));

export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: [app.authenticate],
      schema: {
        ...secured,
        summary: 'Every letter template in every language, and where its text comes from',
        querystring: mailTemplateQuerySchema,
        response: { 200: single(z.array(mailTemplateSummarySchema)), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: await templates.listTemplates(
        request.db,
        request.user,
        request.query.journal_id ?? null,
      ),
    }),
  );

  app.get(
    '/:key/:locale',
    {
      ...byKey,
      onRequest: [app.authenticate],
      schema: {
        ...secured,
        summary: 'One letter template in one language, as the journal (or the platform) uses it',
        params: mailTemplateParamsSchema,
        querystring: mailTemplateQuerySchema,
        response: { 200: single(mailTemplateSchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: await templates.getTemplate(request.db, request.user, {
        ...request.params,
        journalId: request.query.journal_id ?? null,
      }),
    }),
  );

  app.put(
    '/:key/:locale',
    {
      ...byKey,
      onRequest: [app.authenticate],
      schema: {
        ...secured,
        summary:
          "Save the journal's (or the platform's) text of a letter (422 names an unknown merge field)",
        params: mailTemplateParamsSchema,
        body: mailTemplateInputSchema,
        response: { 200: mutation(mailTemplateSchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      message: 'Template saved',
      data: await templates.saveTemplate(request.db, request.user, request.params, request.body),
    }),
  );

  app.delete(
    '/:key/:locale',
    {
      ...byKey,
      onRequest: [app.authenticate],
      schema: {
        ...secured,
        summary: "Back to the default: removes the journal's (or the platform's) own text",
        params: mailTemplateParamsSchema,
        querystring: mailTemplateQuerySchema,
        response: { 200: mutation(mailTemplateSchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      message: 'Template reverted to the default',
      data: await templates.revertTemplate(request.db, request.user, {
        ...request.params,
        journalId: request.query.journal_id ?? null,
      }),
    }),
  );

  app.post(
    '/:key/:locale/preview',
    {
      ...byKey,
      onRequest: [app.authenticate],
      schema: {
        ...secured,
        summary: 'A letter (saved or not) merged with a manuscript the editor may read',
        params: mailTemplateParamsSchema,
        body: mailTemplatePreviewInputSchema,
        response: { 200: single(mailTemplatePreviewSchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: await previewTemplate(
        request.db,
        request.user,
        request.params,
        request.body,
        app.config.appUrl,
      ),
    }),
  );
};
