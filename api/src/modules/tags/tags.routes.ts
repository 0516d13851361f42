// /tags: anyone signed in reads; administrators and editors write, delete and merge.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  mutation,
  paginated,
  single,
  tagEntitySchema,
  tagListQuerySchema,
  tagMergeSchema,
  tagRemovalResultSchema,
  tagSchema,
  tagUpdateSchema,
} from '@colophon/shared/contracts';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { requirePermission } from '../auth';
import * as tags from './tags.service';

const secured = securedAs('tags');
const byId = notFoundAs(tags.TAG_NOT_FOUND);

export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = [app.authenticate];
  const manage = [app.authenticate, requirePermission('tags.manage')];

  app.get(
    '/',
    {
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'Tags with their usage (search by name or description)',
        querystring: tagListQuerySchema,
        response: { 200: paginated(tagEntitySchema), ...e(401, 422) },
      },
    },
    async (request) => tags.listTags(request.db, request.query),
  );

  app.get(
    '/:id',
    {
      ...byId,
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'A tag with its usage',
        params: idParamSchema,
        response: { 200: single(tagEntitySchema), ...e(401, 404) },
      },
    },
    async (request) => ({ data: await tags.getTag(request.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Create a tag (administrators and editors; the slug comes from the name)',
        body: tagSchema,
        response: { 201: mutation(tagEntitySchema), ...e(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const data = await tags.createTag(request.db, request.user, request.body);
      return reply.code(201).send({ message: 'Tag created successfully', data });
    },
  );

  app.put(
    '/:id',
    {
      ...byId,
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Update a tag (any subset of fields)',
        params: idParamSchema,
        body: tagUpdateSchema,
        response: { 200: mutation(tagEntitySchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const data = await tags.updateTag(request.db, request.user, request.params.id, request.body);
      return { message: 'Tag updated successfully', data };
    },
  );

  app.delete(
    '/:id',
    {
      ...byId,
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Delete a tag; it is removed from every manuscript and journal carrying it',
        params: idParamSchema,
        response: { 200: tagRemovalResultSchema, ...e(401, 403, 404) },
      },
    },
    async (request) => {
      const counts = await tags.deleteTag(request.db, request.user, request.params.id);
      return { message: 'Tag deleted successfully', ...counts };
    },
  );

  app.post(
    '/:id/merge',
    {
      ...byId,
      onRequest: manage,
      schema: {
        ...secured,
        summary:
          'Merge this tag into another: records move over, duplicates collapse, this tag is deleted',
        params: idParamSchema,
        body: tagMergeSchema,
        response: { 200: mutation(tagEntitySchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const data = await tags.mergeTag(request.db, request.user, request.params.id, request.body);
      return { message: 'Tags merged successfully', data };
    },
  );
};
