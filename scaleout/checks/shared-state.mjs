// Nothing kept in one process: what one API process did holds on the other
// (they share only PostgreSQL; each has its own DATA_DIR, as on two machines).
import crypto from 'node:crypto';
import { login, manuscriptForm, request, sha256 } from '../support/client.mjs';
import { check, expect } from '../support/report.mjs';

/** A documentation address of its own per check (TEST-NET-2 and -3), so counters never mix. */
const randomIp = (net) => `${net}.${1 + crypto.randomInt(250)}`;

export async function sharedStateChecks(ctx) {
  const [a, b] = ctx.apis;
  const me = (api, token) => request(api.url, 'GET', '/api/v1/auth/me', { token });

  await check(
    'a token issued by one process works on the other; logout on one is a 401 on the other at once (20 rounds, the session kept in memory on B)',
    async () => {
      // Each process keeps sessions in memory (api/src/modules/auth/session-cache.ts): B has
      // answered the token from memory before A revokes it, and B is asked right after A answers.
      for (let round = 1; round <= 20; round++) {
        const token = await login(
          a.url,
          'editor@colophon.test',
          ctx.password,
          randomIp('203.0.113'),
        );
        for (let i = 0; i < 3; i++) {
          const status = (await me(b, token)).status;
          expect(status === 200, `round ${round}: the token of A is refused by B (${status})`);
        }
        const out = await request(a.url, 'POST', '/api/v1/auth/logout', { token });
        expect(out.status === 200, `round ${round}: logout: ${out.status}`);
        const after = await me(b, token);
        expect(
          after.status === 401,
          `round ${round}: after logout on A, B answered ${after.status}`,
        );
      }
    },
  );

  await check('a sign-in lockout made through one process holds on the other', async () => {
    const ip = randomIp('198.51.100');
    const email = 'author@colophon.test';
    for (let i = 0; i <= ctx.freeFailures; i++) {
      const res = await request(a.url, 'POST', '/api/v1/auth/login', {
        json: { email, password: 'not-the-password' },
        ip,
      });
      // A wrong password is refused at the field (422), not yet limited.
      expect([401, 422].includes(res.status), `failure ${i + 1} on A answered ${res.status}`);
    }
    const onB = await request(b.url, 'POST', '/api/v1/auth/login', {
      json: { email, password: ctx.password },
      ip,
    });
    expect(onB.status === 429, `the right password on B answered ${onB.status}, not 429`);
    return `${ctx.freeFailures + 1} failures on A, then 429 on B (Retry-After ${onB.headers.get('retry-after')} s)`;
  });

  await check('the per-IP sign-in limit is counted once across processes', async () => {
    // AUTH_RATE_LIMIT_IP requests from one address, alternating between A and B:
    // the next one is over the limit wherever it lands.
    const ip = randomIp('192.0.2');
    for (let i = 0; i < ctx.perIpLimit; i++) {
      const res = await request(i % 2 ? b.url : a.url, 'POST', '/api/v1/auth/login', {
        json: { email: `nobody-${i}@example.org`, password: 'whatever-password' },
        ip,
      });
      expect(res.status !== 429, `request ${i + 1} of ${ctx.perIpLimit} was already limited`);
    }
    const over = await request(a.url, 'POST', '/api/v1/auth/login', {
      json: { email: 'nobody@example.org', password: 'whatever-password' },
      ip,
    });
    expect(
      over.status === 429,
      `request ${ctx.perIpLimit + 1} (half of them on each process) answered ${over.status}, not 429: each process counts its own`,
    );
  });

  await check('a file uploaded through one process is read through the other', async () => {
    const title = `${ctx.run} cross-process upload`;
    const pdf = ctx.pdf(title);
    const res = await request(a.url, 'POST', `/api/v1/journals/${ctx.journalId}/manuscripts`, {
      token: ctx.authorToken,
      form: manuscriptForm(title, pdf),
      key: crypto.randomUUID(),
    });
    expect(res.status === 201, `upload through A: ${res.status} ${JSON.stringify(res.data)}`);
    const { id, revisions } = res.data.data;
    const file = await request(
      b.url,
      'GET',
      `/api/v1/manuscripts/${id}/revisions/${revisions[0].id}/file`,
      {
        token: ctx.authorToken,
        raw: true,
      },
    );
    expect(file.status === 200, `download through B: ${file.status}`);
    expect(sha256(file.data) === sha256(pdf), 'B sent other bytes');
  });

  await check(
    'a manuscript edited through one process reads edited on the other at once (20 rounds, the detail kept in memory on B)',
    async () => {
      const title = `${ctx.run} kept detail`;
      const made = await request(a.url, 'POST', `/api/v1/journals/${ctx.journalId}/manuscripts`, {
        token: ctx.authorToken,
        form: manuscriptForm(title, ctx.pdf(title)),
        key: crypto.randomUUID(),
      });
      expect(made.status === 201, `upload through A: ${made.status}`);
      const path = `/api/v1/manuscripts/${made.data.data.id}`;
      const detailOnB = async () => {
        const res = await request(b.url, 'GET', path, { token: ctx.authorToken });
        expect(res.status === 200, `B: ${path} answered ${res.status}`);
        return res.data.data.title;
      };
      // Each process keeps a reader's detail (api/src/modules/manuscripts/manuscript-detail-cache.ts):
      // B has answered it from memory before A changes it, and B is asked right after A answers.
      for (let round = 1; round <= 20; round++) {
        for (let i = 0; i < 3; i++) await detailOnB();
        const retitled = `${title}, round ${round}`;
        const put = await request(a.url, 'PUT', path, {
          token: ctx.authorToken,
          json: { title: retitled },
        });
        expect(put.status === 200, `round ${round}: edit through A: ${put.status}`);
        const seen = await detailOnB();
        expect(seen === retitled, `round ${round}: after the edit on A, B read "${seen}"`);
      }
    },
  );

  await check('seeded files are readable through every process', async () => {
    const list = await request(b.url, 'GET', '/api/v1/manuscripts', { token: ctx.adminToken });
    const first = list.data?.data?.find((m) => m.id);
    expect(first, `no seeded manuscript (${list.status})`);
    const revs = await request(a.url, 'GET', `/api/v1/manuscripts/${first.id}/revisions`, {
      token: ctx.adminToken,
    });
    const rev = revs.data?.data?.[0];
    expect(rev, `manuscript ${first.id} has no revision`);
    const path = `/api/v1/manuscripts/${first.id}/revisions/${rev.id}/file`;
    const sums = [];
    for (const api of [a, b]) {
      const file = await request(api.url, 'GET', path, { token: ctx.adminToken, raw: true });
      expect(file.status === 200, `${api.name}: ${path} answered ${file.status}`);
      sums.push(sha256(file.data));
    }
    expect(sums[0] === sums[1], 'the processes sent different bytes');
  });
}
