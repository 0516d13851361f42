// The app's error shapes, body parsing, security headers and CORS.
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { bodyLimit: 2048 } });
});
afterAll(async () => t.close());

const login = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload,
    headers: { 'content-type': contentType },
  });

it('answers 400 to malformed JSON', async () => {
  const res = await login('{"email": ');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: 'Malformed JSON body' });
});

it('answers 400 to prototype poisoning', async () => {
  const res = await login(
    '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "secret1"}',
  );
  expect(res.statusCode).toBe(400);
});

it('answers 415 to an unsupported media type', async () => {
  for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
    const res = await login('email=a@b.co', type);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Unsupported Media Type' });
  }
});

it('answers 413 to a body over the limit', async () => {
  const res = await login(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(5000) }));
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({ message: 'Payload Too Large' });
});

it('treats an empty JSON body as no body (422, not 400)', async () => {
  const res = await login('');
  expect(res.statusCode).toBe(422);
});

it('answers a JSON 404 to unknown routes', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toMatch(/not found/);
});

it('hides 5xx details and logs them', async () => {
  const db = createDatabase({ dialect: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  const logged: string[] = [];
  const app = await buildApp({
    db,
    logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
  });
  app.get('/boom', async () => {
    throw new Error('secret database detail');
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ message: 'Server Error' });
  expect(logged.join('')).toContain('secret database detail');
  await app.close();
  await db.destroy();
});

it('sends security headers and allows only listed origins', async () => {
  const allowed = await t.app.inject({
    method: 'GET',
    url: '/api/v1/health',
    headers: { origin: 'http://localhost:4100' },
  });
  expect(allowed.statusCode).toBe(200);
  expect(allowed.json()).toEqual({ status: 'ok', database: t.dialect });
  expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4100');
  expect(allowed.headers['x-content-type-options']).toBe('nosniff');
  const other = await t.app.inject({
    method: 'GET',
    url: '/api/v1/health',
    headers: { origin: 'http://evil.example' },
  });
  expect(other.headers['access-control-allow-origin']).toBeUndefined();
  const preflight = await t.app.inject({
    method: 'OPTIONS',
    url: '/api/v1/auth/login',
    headers: {
      origin: 'http://localhost:4100',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type,accept-language',
    },
  });
  expect(preflight.statusCode).toBe(204);
  expect(preflight.headers['access-control-allow-credentials']).toBe('true');
});
