// The limits of a forgotten password: per address (known or not, from any IP)
// and per IP (whatever the address), each a 429 with Retry-After.
import { buildTestApp, type TestApp } from '../../helpers/test-app';

const PER_IP = 6;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { authRateLimitPerIp: PER_IP } });
});
afterAll(async () => t.close());

let ipCounter = 0;
const freshIp = () => `10.39.0.${++ipCounter}`;
const forgot = (email: string, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password/forgot',
    payload: { email },
    remoteAddress: ip,
  });
const reset = (token: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password/reset',
    payload: { token, password: 'quiet-harbour-71', password_confirmation: 'quiet-harbour-71' },
    remoteAddress: ip,
  });
const outboxTo = (address: string) =>
  t.db.selectFrom('mail_outbox').select('id').where('address', '=', address).execute();

describe('limits', () => {
  const TOO_MANY = /^Too many attempts\. Please try again in \d+ seconds\.$/;

  it('allows three requests per address, from any IP, then 429 — with an account or not', async () => {
    const user = await t.createUser();
    for (const address of [user.email, `ghost-${user.id}@test.local`]) {
      for (let i = 0; i < 3; i++) expect((await forgot(address)).statusCode).toBe(202);
      const refused = await forgot(address.toUpperCase());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    }
    expect(await outboxTo(user.email)).toHaveLength(3);
  });

  it('limits the requests of one IP, whatever the address', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++)
      expect((await forgot(`ip-${i}-${ip}@test.local`, ip)).statusCode).toBe(202);
    const refused = await forgot('one-more@test.local', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits the resets of one IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) expect((await reset('nonsense', ip)).statusCode).toBe(400);
    const refused = await reset('nonsense', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_MANY);
  });
});
