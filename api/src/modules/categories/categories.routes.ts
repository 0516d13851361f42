// /categories: anyone signed in reads (flat, tree, detail); admins write and reorder.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryEntitySchema,
  categoryListQuerySchema,
  categoryReorderSchema,
  categorySchema,
  categoryTreeNodeSchema,
  categoryUpdateSchema,
  idParamSchema,
  messageSchema,
  mutation,
  paginated,
  single,
} from '@colophon/shared/contracts';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { requirePermission } from '../auth';
import * as categories from './categories.service';

const secured = securedAs('categories');
const byId = notFoundAs(categories.CATEGORY_NOT_FOUND);

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = [app.authenticate];
  const admin = [app.authenticate, requirePermission('categories.manage')];

  app.get(
    '/',
    {
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'Flat list of categories (search by name or description)',
        querystring: categoryListQuerySchema,
        response: { 200: paginated(categoryEntitySchema), ...e(401, 422) },
      },
    },
    async (request) => categories.listCategories(request.db, request.query),
  );

  app.get(
    '/tree',
    {
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'Every category nested under its parent',
        response: { 200: z.object({ data: z.array(categoryTreeNodeSchema) }), ...e(401) },
      },
    },
    async (request) => ({ data: await categories.categoryTree(request.db) }),
  );

  app.get(
    '/:id',
    {
      ...byId,
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'A category with its parent, children and counts',
        params: idParamSchema,
        response: { 200: single(categoryEntitySchema), ...e(401, 404) },
      },
    },
    async (request) => ({ data: await categories.getCategory(request.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      onRequest: admin,
      schema: {
        ...secured,
        summary: 'Create a category (admin; the slug comes from the name)',
        body: categorySchema,
        response: { 201: mutation(categoryEntitySchema), ...e(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const data = await categories.createCategory(request.db, request.user, request.body);
      return reply.code(201).send({ message: 'Category created successfully', data });
    },
  );

  app.post(
    '/reorder',
    {
      onRequest: admin,
      schema: {
        ...secured,
        summary: 'Move and reorder categories in one transaction (admin)',
        body: categoryReorderSchema,
        response: { 200: messageSchema, ...e(401, 403, 422) },
      },
    },
    async (request) => {
      await categories.reorderCategories(request.db, request.user, request.body);
      return { message: 'Categories reordered successfully' };
    },
  );

  app.put(
    '/:id',
    {
      ...byId,
      onRequest: admin,
      schema: {
        ...secured,
        summary: 'Update a category (admin; any subset of fields)',
        params: idParamSchema,
        body: categoryUpdateSchema,
        response: { 200: mutation(categoryEntitySchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const data = await categories.updateCategory(
        request.db,
        request.user,
        request.params.id,
        request.body,
      );
      return { message: 'Category updated successfully', data };
    },
  );

  app.post(
    '/:id/restore',
    {
      onRequest: admin,
      schema: {
        ...secured,
        summary:
          'Restore a deleted category as it was: same id, parent and position (admin; undoes a delete)',
        params: idParamSchema,
        response: { 200: mutation(categoryEntitySchema), ...e(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await categories.restoreCategory(request.db, request.user, request.params.id);
      return { message: 'Category restored successfully', data };
    },
  );

  app.delete(
    '/:id',
    {
      ...byId,
      onRequest: admin,
      schema: {
        ...secured,
        summary: 'Delete a category (admin; 409 while it has subcategories or journals)',
        params: idParamSchema,
        response: { 200: messageSchema, ...e(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await categories.deleteCategory(request.db, request.user, request.params.id);
      return { message: 'Category deleted successfully' };
    },
  );
};
