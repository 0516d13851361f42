// CSV exports neutralise formulas hidden behind invisible or full-width
// characters, through the real export of users.
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it.each([
  // PostgreSQL stores no NUL in text: another control character stands in (the unit test has NUL).
  ['a control character then =', '\u0001=HYPERLINK("http://evil.test","x")'],
  ['full-width equals', '\uff1dHYPERLINK("http://evil.test")'],
  ['spaces then +', '   +1 Person'],
  ['zero-width then @', '\u200b@SUM(A1)'],
  ['full-width minus', '\uff0d2 Person'],
])('neutralises a name starting with %s', async (_, name) => {
  const user = await t.createUser({ name });
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/users/export.csv?search=${encodeURIComponent(user.email)}`,
    headers: t.authHeader(await t.tokenFor('admin')),
  });
  expect(res.statusCode).toBe(200);
  const line = res.body.split('\r\n').find((l) => l.includes(user.email))!;
  const quoted = `"'${name.replace(/"/g, '""')}"`;
  const plain = `'${name}`;
  expect(line.includes(quoted) || line.split(',').includes(plain)).toBe(true);
});

it('leaves an ordinary name as it is', async () => {
  const user = await t.createUser({ name: 'Ada = Lovelace' });
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/users/export.csv?search=${encodeURIComponent(user.email)}`,
    headers: t.authHeader(await t.tokenFor('admin')),
  });
  expect(res.body.split('\r\n').find((l) => l.includes(user.email))).toContain(',Ada = Lovelace,');
});
