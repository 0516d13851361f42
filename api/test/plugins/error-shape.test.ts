// Every error answers the app's shape ({ message, errors? }), also the ones
// Fastify raises before any route runs: a malformed URL, an unparsable or
// unsupported body, a bad Content-Type.
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The app's error body: a message, and none of Fastify's default keys. */
function expectAppShape(body: string) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(typeof parsed.message).toBe('string');
  expect(parsed).not.toHaveProperty('statusCode');
  expect(parsed).not.toHaveProperty('code');
  expect(parsed).not.toHaveProperty('error');
  return parsed;
}

it.each([
  ['/api/v1/%E0%A4%A', 400],
  ['/api/v1/journals/%', 400],
  ['/api/v1/%', 400],
  ['/api/v1/journals/%zz', 400],
])('a malformed URL (%s) answers %i in the app shape', async (url, status) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  expect(expectAppShape(response.body).message).toBe('Invalid URL');
});

it.each([
  ['unparsable JSON', 'application/json', '{"email": ', 400, 'Malformed JSON body'],
  ['JSON of another charset', 'application/json; charset=latin9', '{}', null, null],
  ['a malformed content type', 'application/json; charset', '{}', null, null],
  ['an unsupported content type', 'text/xml', '<x/>', 415, 'Unsupported Media Type'],
  ['form data without boundary', 'multipart/form-data', 'x', null, null],
])('%s answers in the app shape', async (_name, type, payload, status, message) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': type },
    payload,
  });
  if (status) expect(response.statusCode).toBe(status);
  else {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  }
  const body = expectAppShape(response.body);
  if (message) expect(body.message).toBe(message);
});

it('an unknown method on a known path answers in the app shape', async () => {
  const response = await t.app.inject({ method: 'PROPFIND', url: '/api/v1/journals' });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expectAppShape(response.body);
});
