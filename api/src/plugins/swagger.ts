// OpenAPI document generated from the routes' zod schemas, served at
// /api/docs/json, with Swagger UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Colophon API',
        description:
          'Academic publishing administration: journals, categories, manuscripts, users and roles.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Opaque access token' },
        },
      },
      tags: [
        { name: 'auth', description: 'Sign-in, registration and the session' },
        { name: 'users', description: 'User accounts, roles, academic profiles and publications' },
        { name: 'dashboard', description: 'Live figures' },
        { name: 'journals' },
        { name: 'categories' },
        { name: 'manuscripts' },
        { name: 'tags' },
        { name: 'search', description: 'Global search' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
