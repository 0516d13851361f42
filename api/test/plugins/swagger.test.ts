// The OpenAPI document is generated from the zod schemas and served.
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Operation = {
  requestBody?: {
    content: Record<
      string,
      { schema: { properties?: Record<string, unknown>; required?: string[] } }
    >;
  };
  responses: Record<string, unknown>;
  parameters?: { name: string; in: string }[];
  security?: unknown[];
};

it('serves a valid OpenAPI 3.1 document with every api-core route', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.info.title).toBe('Colophon API');
  expect(doc.components.securitySchemes.bearerAuth).toEqual(
    expect.objectContaining({ type: 'http', scheme: 'bearer' }),
  );
  const expected: [string, string][] = [
    ['/api/v1/auth/register', 'post'],
    ['/api/v1/auth/login', 'post'],
    ['/api/v1/auth/logout', 'post'],
    ['/api/v1/auth/me', 'get'],
    ['/api/v1/users/', 'get'],
    ['/api/v1/users/', 'post'],
    ['/api/v1/users/roles', 'get'],
    ['/api/v1/users/statistics', 'get'],
    ['/api/v1/users/{id}', 'get'],
    ['/api/v1/users/{id}', 'put'],
    ['/api/v1/users/{id}', 'delete'],
    ['/api/v1/users/{id}/restore', 'post'],
    ['/api/v1/users/{id}/force', 'delete'],
    ['/api/v1/users/{id}/roles', 'post'],
    ['/api/v1/users/{id}/publications', 'get'],
    ['/api/v1/dashboard/', 'get'],
  ];
  for (const [path, method] of expected) {
    expect({ path, method, present: Boolean(doc.paths[path]?.[method]) }).toEqual({
      path,
      method,
      present: true,
    });
  }
  // Every operation is well-formed: responses, and path params declared.
  for (const [path, item] of Object.entries(
    doc.paths as Record<string, Record<string, Operation>>,
  )) {
    for (const op of Object.values(item)) {
      expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      for (const param of path.match(/\{(\w+)\}/g) ?? []) {
        expect(op.parameters?.some((p) => p.in === 'path' && `{${p.name}}` === param)).toBe(true);
      }
    }
  }
  const register = doc.paths['/api/v1/auth/register'].post as Operation;
  const schema = register.requestBody!.content['application/json']!.schema;
  expect(Object.keys(schema.properties!).sort()).toEqual([
    'email',
    'name',
    'password',
    'password_confirmation',
  ]);
  expect(schema.required).toEqual(
    expect.arrayContaining(['name', 'email', 'password', 'password_confirmation']),
  );
  const list = doc.paths['/api/v1/users/'].get as Operation;
  expect(list.parameters!.map((p) => p.name)).toEqual(
    expect.arrayContaining(['page', 'per_page', 'search', 'role', 'status']),
  );
  expect(list.security).toEqual([{ bearerAuth: [] }]);
  expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
});

it('serves Swagger UI at /api/docs', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain('swagger');
});
