// Drives the API's remote registry (ADR 0002) as an administrator from a
// script: the first start makes the published builds stable, `pnpm
// release:demo` puts its build on canary. It signs in like the release screen
// does — with COLOPHON_ADMIN_EMAIL / COLOPHON_ADMIN_PASSWORD, by default the
// demo administrator the seed creates — so every change is audited as that
// administrator's. Nothing here bypasses the API's rules (compatibility, locks).

const DEMO_ADMIN = { email: 'admin@colophon.test', password: 'colophon-demo' };

export const apiBase = () =>
  process.env.COLOPHON_API_URL || `http://127.0.0.1:${process.env.API_PORT || 4000}/api/v1`;

async function call(url, init) {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...init.headers },
    signal: AbortSignal.timeout(15_000),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new Error(`${init.method} ${url} answered ${response.status}: ${body.message ?? ''}`);
  }
  return body;
}

/** Signs in; the returned client promotes and sets canaries. Throws when sign-in fails. */
export async function adminRegistry({ base = apiBase() } = {}) {
  const credentials = {
    email: process.env.COLOPHON_ADMIN_EMAIL || DEMO_ADMIN.email,
    password: process.env.COLOPHON_ADMIN_PASSWORD || DEMO_ADMIN.password,
  };
  const { access_token: token } = await call(`${base}/auth/login`, {
    method: 'POST',
    body: JSON.stringify(credentials),
  });
  const authorised = (method, pathname, body) =>
    call(`${base}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    email: credentials.email,
    releases: async () => (await authorised('GET', '/remotes/releases')).data,
    promote: (section, version) => authorised('POST', `/remotes/${section}/promote`, { version }),
    canary: (section, version, percentage) =>
      authorised('PUT', `/remotes/${section}/canary`, { version, percentage }),
  };
}
