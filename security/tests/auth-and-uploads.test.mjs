// Against the real stack: sign-in limits that a stranger
// cannot turn against the owner and that a forged X-Forwarded-For does not
// escape; account changes that need the current password; co-author access
// only by link or verified address; common passwords refused; uploads refused
// by size before reading and by real type; CSV cells neutralised.
//
// The per-IP limits are the product's (20 a minute per route) and every file
// of the suite signs in from loopback: calls that would spend loopback's
// budget come "from the trusted proxy" instead — directly to the API, from
// loopback, with an X-Forwarded-For of a documentation address (RFC 5737),
// exactly what the panel's proxy sends. Each test uses its own fresh accounts.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { api, assertAllAnswer, panel, rawRequest, signIn, stack } from '../support/stack.mjs';

after(assertAllAnswer);

const via = panel.url;
let ipCounter = 0;
/** A fresh client address, as the trusted proxy would forward it. */
const clientIp = () => `198.51.100.${(ipCounter += 1)}`;
const from = (ip) => ({ 'x-forwarded-for': ip });
const unique = (what) => `${what}-${crypto.randomBytes(4).toString('hex')}@security.test`;
const PASSWORD = 'sturdy-security-77';

/** Registers a fresh account (from its own client address); returns its id, email and token. */
async function freshAccount(email = unique('acct'), name = 'Security Probe') {
  const { status, json } = await api('POST', '/auth/register', {
    body: { name, email, password: PASSWORD, password_confirmation: PASSWORD },
    headers: from(clientIp()),
  });
  assert.equal(status, 201, `register ${email}: ${status} ${JSON.stringify(json)}`);
  return { id: json.user.id, email, token: json.access_token };
}

const login = (email, password, headers = {}, options = {}) =>
  api('POST', '/auth/login', { body: { email, password }, headers, ...options });

describe('7. sign-in limits', () => {
  test('a stranger failing from many addresses does not lock the owner out: slowed, not refused', async () => {
    const owner = await freshAccount();
    // 6 addresses × 2 wrong guesses: no pair reaches its 10 free failures, the account is past them.
    for (let n = 0; n < 6; n++) {
      const ip = clientIp();
      for (let i = 0; i < 2; i++) {
        const { status } = await login(owner.email, `guess-${n}-${i}`, from(ip));
        assert.equal(status, 422);
      }
    }
    const started = Date.now();
    const ok = await login(owner.email, PASSWORD, from(clientIp()));
    assert.equal(ok.status, 200, `the owner is refused: ${ok.text}`);
    // 12 failures against 10 free ones: slowed by 500 ms (it doubles per failure, at most 2 s).
    assert.ok(Date.now() - started >= 400, 'the sign-in was not slowed at all');
  });

  test('one address that keeps failing waits (429, Retry-After); the owner elsewhere gets in', async () => {
    const owner = await freshAccount();
    const attacker = clientIp();
    for (let i = 0; i < 11; i++) await login(owner.email, `wrong-${i}`, from(attacker));
    const refused = await login(owner.email, PASSWORD, from(attacker));
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0, 'no Retry-After');
    assert.match(refused.json.message, /^Too many login attempts/);
    assert.equal((await login(owner.email, PASSWORD, from(clientIp()))).status, 200);
  });

  test("through the panel a client's X-Forwarded-For is not believed: forged addresses share one bucket", async () => {
    const remaining = async (forged) => {
      const answer = await login(unique('nobody'), 'wrong-password', from(forged), { via });
      assert.equal(answer.status, 422, answer.text);
      return Number(answer.headers.get('x-ratelimit-remaining'));
    };
    const first = await remaining('203.0.113.10');
    const second = await remaining('203.0.113.11');
    assert.ok(Number.isFinite(first), 'no x-ratelimit-remaining header');
    assert.equal(second, first - 1, 'a forged X-Forwarded-For opened a fresh per-IP bucket');
  });

  test('the per-IP limit holds whatever the account', async () => {
    const ip = clientIp();
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await login(unique('spray'), 'wrong-password', from(ip))).status);
    }
    assert.deepEqual(statuses.slice(0, 20), Array(20).fill(422));
    assert.equal(statuses[20], 429);
  });
});

describe('8. account changes and co-author access', () => {
  let account;
  before(async () => {
    account = await freshAccount();
  });

  test('changing password or email needs the current password', async () => {
    const cases = [
      [
        '/auth/password',
        { password: 'another-sturdy-88', password_confirmation: 'another-sturdy-88' },
      ],
      ['/auth/email', { email: unique('moved') }],
    ];
    for (const [path, body] of cases) {
      const missing = await api('POST', path, { body, token: account.token, via });
      assert.equal(missing.status, 422, `${path}: ${missing.text}`);
      assert.ok(missing.json.errors.current_password, `${path}: ${missing.text}`);
      const wrong = await api('POST', path, {
        body: { ...body, current_password: 'not-the-password' },
        token: account.token,
        via,
      });
      assert.equal(wrong.status, 422, `${path}: ${wrong.text}`);
      assert.deepEqual(wrong.json.errors.current_password, ['The current password is incorrect']);
    }
    const put = await api('PUT', `/users/${account.id}`, {
      body: { password: 'another-sturdy-88' },
      token: account.token,
      via,
    });
    assert.equal(put.status, 422, put.text);
    assert.ok(put.json.errors.current_password);
    // Nothing changed: the old password still signs in.
    assert.equal((await login(account.email, PASSWORD, from(clientIp()))).status, 200);
  });

  test("registering an address listed as co-author gives no access to someone's draft", async () => {
    const author = await signIn('author@colophon.test');
    const journals = await api('GET', '/journals?per_page=100', { token: author, via });
    const journal = journals.json.data.find((j) => j.is_active && j.status === 'active');
    assert.ok(journal, 'no active journal to submit to');
    const coAuthorEmail = unique('coauthor');
    const created = await postManuscript(
      author,
      journal.id,
      paperPdf(),
      'paper.pdf',
      coAuthorEmail,
    );
    assert.equal(created.status, 201, created.text);
    const id = created.json.data.id;

    const intruder = await freshAccount(coAuthorEmail, 'Eve Intruder');
    for (const path of [`/manuscripts/${id}`, `/manuscripts/${id}/revisions`]) {
      const answer = await api('GET', path, { token: intruder.token, via });
      assert.equal(answer.status, 404, `${path}: ${answer.status}`);
    }
    const mine = await api('GET', '/manuscripts/user/my-manuscripts', {
      token: intruder.token,
      via,
    });
    assert.ok(!mine.json.data.some((m) => m.id === id), 'the draft is listed as theirs');
    const replace = await api('POST', `/manuscripts/${id}/authors`, {
      body: { authors: [{ user_id: intruder.id, is_corresponding: true, author_order: 1 }] },
      token: intruder.token,
      via,
    });
    assert.equal(replace.status, 404);

    // An explicit link by the submitter does give access.
    const link = await api('POST', `/manuscripts/${id}/authors`, {
      body: { authors: [{ user_id: intruder.id, is_corresponding: false, author_order: 3 }] },
      token: author,
      via,
    });
    assert.equal(link.status, 200, link.text);
    assert.equal(
      (await api('GET', `/manuscripts/${id}`, { token: intruder.token, via })).status,
      200,
    );
  });
});

describe('9. common passwords', () => {
  for (const [what, password, message] of [
    ['123456', '123456', /too common/],
    ['password', 'password', /too common/],
    ['six spaces', '      ', /at least 6 characters/],
    ['six zero-width spaces', '\u200b'.repeat(6), /at least 6 characters/],
  ]) {
    test(`registration refuses ${what} on the password field`, async () => {
      const { status, json } = await api('POST', '/auth/register', {
        body: {
          name: 'Weak Password',
          email: unique('weak'),
          password,
          password_confirmation: password,
        },
        headers: from(clientIp()),
      });
      assert.equal(status, 422);
      assert.match(json.errors.password[0], message);
    });
  }
});

// ── 10. uploads ───────────────────────────────────────────────────────────

function paperPdf() {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

async function postManuscript(token, journalId, bytes, name, coAuthorEmail = unique('second')) {
  const form = new FormData();
  const fields = {
    title: 'Security probe manuscript',
    abstract: 'A manuscript the security suite submits.',
    keywords: 'security',
    manuscript_type: 'research_article',
    'authors[0][first_name]': 'Ada',
    'authors[0][last_name]': 'Lovelace',
    'authors[0][email]': 'author@colophon.test',
    'authors[0][institution]': 'University of London',
    'authors[0][is_corresponding]': '1',
    'authors[0][author_order]': '1',
    'authors[1][first_name]': 'Grace',
    'authors[1][last_name]': 'Hopper',
    'authors[1][email]': coAuthorEmail,
    'authors[1][institution]': 'Yale',
    'authors[1][is_corresponding]': '0',
    'authors[1][author_order]': '2',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('manuscript_file', new Blob([bytes]), name);
  const response = await fetch(`${via}/api/v1/journals/${journalId}/manuscripts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, text, json: text ? JSON.parse(text) : undefined };
}

/** A stored zip (no compression) of the given entries. */
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('10. uploads', () => {
  let token;
  let journalId;
  before(async () => {
    token = await signIn('author@colophon.test');
    const journals = await api('GET', '/journals?per_page=100', { token, via });
    journalId = journals.json.data.find((j) => j.is_active && j.status === 'active').id;
  });

  // Straight to the API: the panel's proxy holds a request until its body has
  // arrived (a finding for the serving layer), so only the API's own refusal is
  // measurable before a byte of the body is sent.
  test('a 200 MB Content-Length is refused by the API before the body is sent', async () => {
    const started = Date.now();
    const answer = await rawRequest(
      stack.api.port,
      `POST /api/v1/journals/${journalId}/manuscripts HTTP/1.1\r\nHost: 127.0.0.1:${stack.api.port}\r\n` +
        `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
        'Content-Length: 209715200\r\n\r\n',
      { timeoutMs: 10_000 },
    );
    assert.equal(answer.status, 413, answer.raw?.slice(0, 300));
    assert.match(answer.raw, /connection: close/i);
    assert.ok(Date.now() - started < 5_000, 'the answer waited');
  });

  for (const [what, name, bytes] of [
    [
      'PDF magic followed by HTML',
      'paper.pdf',
      Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n'),
    ],
    ['a zip that merely mentions word/', 'paper.docx', zip({ 'notes.txt': 'word/document.xml' })],
    [
      'a zip with word/ but no [Content_Types].xml',
      'paper.docx',
      zip({ 'word/document.xml': '<w/>' }),
    ],
    [
      'an OLE2 signature without its header',
      'paper.doc',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2]),
    ],
  ]) {
    test(`${what} is refused (415)`, async () => {
      const answer = await postManuscript(token, journalId, bytes, name);
      assert.equal(answer.status, 415, answer.text);
    });
  }

  test('a real DOCX is accepted', async () => {
    // A Word file declares its main document in [Content_Types].xml.
    const docx = zip({
      '[Content_Types].xml':
        '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml': '<w:document/>',
    });
    const answer = await postManuscript(token, journalId, docx, 'paper.docx');
    assert.equal(answer.status, 201, answer.text);
  });
});

describe('11. CSV exports', () => {
  for (const [what, name] of [
    ['a control character then =', '\u0001=HYPERLINK("http://evil.test","x")'],
    ['full-width ＝', '\uff1dHYPERLINK("http://evil.test")'],
    ['spaces then @', '  @SUM(A1)'],
  ]) {
    test(`a name starting with ${what} is neutralised`, async () => {
      const { email } = await freshAccount(unique('csv'), name);
      const admin = await api('POST', '/auth/login', {
        body: { email: 'admin@colophon.test', password: 'colophon-demo' },
        headers: from(clientIp()),
      });
      const response = await fetch(
        `${via}/api/v1/users/export.csv?search=${encodeURIComponent(email)}`,
        {
          headers: { authorization: `Bearer ${admin.json.access_token}` },
        },
      );
      assert.equal(response.status, 200);
      const line = (await response.text()).split('\r\n').find((l) => l.includes(email));
      assert.ok(line, 'the account is not in the export');
      // The name as stored (trimmed), behind an apostrophe: plain, or inside quotes.
      const stored = name.trim();
      const neutralised = [`,'${stored},`, `,"'${stored.replace(/"/g, '""')}",`];
      assert.ok(
        neutralised.some((form) => `,${line},`.includes(form)),
        `not neutralised: ${JSON.stringify(line)}`,
      );
    });
  }
});
