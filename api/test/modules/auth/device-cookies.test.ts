// Guessing one account from many addresses is capped, and the owner's own
// browser (its device cookie from an earlier sign-in) still gets in. The
// requests come through a trusted proxy with X-Forwarded-For, as in the real
// deploy (the panel's proxy and nginx on loopback, TRUSTED_PROXIES).
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

const PROXY = '127.0.0.1';
const REFUSED = /^Too many login attempts\. Please try again in \d+ seconds\.$/;

describe('device cookies and the cap on guessing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: {
        // The production defaults of the per-IP and per-pair limits …
        authRateLimitPerIp: 20,
        authRateLimitPerAccount: 10,
        authRateLimitWindowMs: 60_000,
        // … except the slowdown of an account failing elsewhere, not what is tested here.
        authLoginSlowdownMaxMs: 1,
        trustedProxies: [PROXY],
        appKey: 'device-cookie-test-key',
      },
    });
  });
  afterAll(async () => t.close());

  let nextAddress = 0;
  /** A client address of its own (TEST-NET-3), so per-IP counters never mix between tests. */
  const address = () => `203.0.113.${++nextAddress}`;

  const login = (
    email: string,
    password: string,
    ip: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': ip, ...headers },
    });

  /** The `name=value` a browser sends back for the response's device cookie. */
  const deviceCookie = (res: LightMyRequestResponse) => {
    const header = res.headers['set-cookie'];
    expect(typeof header).toBe('string');
    return String(header).split(';')[0]!;
  };

  it('caps 40 addresses guessing together, refuses a new browser, lets the known one in', async () => {
    const owner = await t.createUser();
    const known = await login(owner.email, owner.password, address());
    expect(known.statusCode).toBe(200);

    // 40 addresses, 8 rounds of one guess each, all at once per round; guess 300 is right.
    const attackers = Array.from({ length: 40 }, address);
    const statuses: number[] = [];
    let rightGuess: LightMyRequestResponse | undefined;
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all(
        attackers.map((ip, i) => {
          const right = round * 40 + i + 1 === 300;
          return login(owner.email, right ? owner.password : `guess-${round}-${i}`, ip);
        }),
      );
      statuses.push(...answers.map((a) => a.statusCode));
      rightGuess ??= answers.find((_, i) => round * 40 + i + 1 === 300);
    }
    // Only the account's allowance for unknown devices reached the password check.
    const checked = statuses.filter((s) => s === 422).length;
    expect(checked).toBe(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(320 - 20);
    expect(rightGuess?.statusCode).toBe(429);
    expect(rightGuess?.json().message).toMatch(REFUSED);

    // A browser the account has never seen, with the right password: refused, told when to come back.
    const stranger = await login(owner.email, owner.password, address());
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(REFUSED);
    const retryAfter = Number(stranger.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The owner's browser, from a new address too: in at once.
    const cookie = deviceCookie(known);
    const owners = await login(owner.email, owner.password, address(), { cookie });
    expect(owners.statusCode).toBe(200);
    expect(owners.json().user.id).toBe(owner.id);
    // Even after a typo or two of its own.
    const ip = address();
    expect((await login(owner.email, 'typo', ip, { cookie })).statusCode).toBe(422);
    expect((await login(owner.email, owner.password, ip, { cookie })).statusCode).toBe(200);
  });

  it('counts only what unknown devices get wrong: a right password gives its attempt back', async () => {
    const owner = await t.createUser();
    for (let i = 0; i < 19; i++) {
      expect((await login(owner.email, `wrong-${i}`, address())).statusCode).toBe(422);
    }
    // New browsers with the right password (a shared office, a phone) spend nothing.
    for (let i = 0; i < 3; i++) {
      expect((await login(owner.email, owner.password, address())).statusCode).toBe(200);
    }
    expect((await login(owner.email, 'wrong-last', address())).statusCode).toBe(422);
    expect((await login(owner.email, owner.password, address())).statusCode).toBe(429);
  });

  it('treats a forged, foreign or misspelt cookie as an unknown device', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const ownCookie = deviceCookie(await login(owner.email, owner.password, address()));
    const otherCookie = deviceCookie(await login(other.email, other.password, address()));
    for (let i = 0; i < 20; i++) await login(owner.email, `wrong-${i}`, address());

    const [name, value] = ownCookie.split('=') as [string, string];
    const [id, expires, nonce, mac] = value.split('.') as [string, string, string, string];
    const flipped = `${nonce.slice(0, -1)}${nonce.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `${name}=${id}.${expires}.${flipped}.${mac}`,
      `${name}=${id}.${Number(expires) + 3600}.${nonce}.${mac}`,
      // The other account's genuine cookie under this account's name.
      `${name}=${otherCookie.split('=')[1]}`,
      otherCookie,
    ];
    for (const cookie of forged) {
      expect((await login(owner.email, owner.password, address(), { cookie })).statusCode).toBe(
        429,
      );
    }
    const good = await login(owner.email, owner.password, address(), {
      cookie: `${otherCookie}; ${ownCookie}`,
    });
    expect(good.statusCode).toBe(200);
  });

  it('locks a known device that spends its own allowance, and only that device', async () => {
    const owner = await t.createUser();
    const first = await login(owner.email, owner.password, address());
    const second = await login(owner.email, owner.password, address());
    const [a, b] = [deviceCookie(first), deviceCookie(second)];
    expect(a).not.toBe(b);
    const ip = address();
    for (let i = 0; i < 10; i++) {
      expect((await login(owner.email, `wrong-${i}`, ip, { cookie: a })).statusCode).toBe(422);
    }
    const locked = await login(owner.email, owner.password, ip, { cookie: a });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The other browser of the owner, and a new one, are not held by it.
    expect((await login(owner.email, owner.password, address(), { cookie: b })).statusCode).toBe(
      200,
    );
    expect((await login(owner.email, owner.password, address())).statusCode).toBe(200);
  });

  it('checks a current password like a sign-in: the known browser may change it during an attack', async () => {
    const owner = await t.createUser();
    const cookie = deviceCookie(await login(owner.email, owner.password, address()));
    for (let i = 0; i < 20; i++) await login(owner.email, `wrong-${i}`, address());
    const change = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': address(), ...headers },
        payload: {
          current_password: owner.password,
          password: 'another-sturdy-88',
          password_confirmation: 'another-sturdy-88',
        },
      });
    const auth = t.authHeader(await t.tokenForUser(owner.id));
    expect((await change(auth)).statusCode).toBe(429);
    expect((await change({ ...auth, cookie })).statusCode).toBe(200);
  });

  it('sets a long-lived, HttpOnly, SameSite=Strict cookie for the auth routes, Secure over https', async () => {
    const owner = await t.createUser();
    const plain = String(
      (await login(owner.email, owner.password, address())).headers['set-cookie'],
    );
    expect(plain).toMatch(new RegExp(`^colophon_device_${owner.id}=[\\w.-]+; `));
    expect(plain.split('; ').slice(1)).toEqual([
      'Max-Age=31536000',
      'Path=/api/v1/auth',
      'HttpOnly',
      'SameSite=Strict',
    ]);
    const https = await login(owner.email, owner.password, address(), {
      'x-forwarded-proto': 'https',
    });
    expect(String(https.headers['set-cookie']).split('; ')).toContain('Secure');
    // A refused sign-in sets nothing.
    const wrong = await login(owner.email, 'wrong-password', address());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });
});
