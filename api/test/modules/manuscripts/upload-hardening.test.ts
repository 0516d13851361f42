// Uploads that refuse early and check content: a large
// Content-Length is refused before the body is read, a body without one is cut
// off at the limit, types are checked by structure, temp files never linger.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { type TestApp } from '../../helpers/test-app';
import { api, manuscriptFields, postManuscript } from './helpers/content';
import { docBytes, docxBytes, pdfBytes, zipBytes } from './helpers/files';
import { multipart } from './helpers/multipart';
import { setUpUploadSuite, UPLOAD_TEST_MAX_BYTES } from './helpers/upload-suite';
import { removeStaleTempFiles, STALE_TEMP_MS } from '../../../src/modules/manuscripts/file-storage';

const suite = setUpUploadSuite();
const { uploads, storedFiles } = suite;
let t: TestApp;
let author: string;
let journal: number;
let port: number;
beforeAll(async () => {
  ({ t, author, journal } = suite.state);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

/** Sends the head of a request over a socket; `body` writes the rest, chunk by chunk, until answered. */
function rawRequest(head: string, body?: { chunk: Buffer; total: number }) {
  return new Promise<{ response: string; written: number }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let written = 0;
    let answered = false;
    const finish = () => resolve({ response, written });
    socket.on('data', (data) => {
      response += data.toString('latin1');
      answered = true;
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) =>
      ['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? finish() : reject(error),
    );
    socket.setTimeout(20_000, () => reject(new Error('no answer')));
    socket.write(head);
    if (!body) return;
    const pump = () => {
      while (!answered && written < body.total && !socket.destroyed) {
        const size = body.chunk.length;
        written += size;
        // Chunked transfer encoding: size in hex, the data, CRLF.
        socket.write(`${size.toString(16)}\r\n`);
        socket.write(body.chunk);
        if (!socket.write('\r\n')) return void socket.once('drain', pump);
      }
      if (!answered && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    pump();
  });
}

const uploadHead = (extra: string) =>
  `POST ${api(`/journals/${journal}/manuscripts`)} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  `Authorization: Bearer ${author}\r\nContent-Type: multipart/form-data; boundary=xyz\r\n${extra}\r\n`;

describe('size', () => {
  it('refuses a large Content-Length before reading the body', async () => {
    const started = Date.now();
    // 200 MB announced, not one byte sent: the answer cannot have waited for the body.
    const { response, written } = await rawRequest(uploadHead('Content-Length: 209715200\r\n'));
    expect(written).toBe(0);
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response.toLowerCase()).toContain('connection: close');
    expect(response).toContain('The manuscript file may not be greater than 65536 bytes.');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('cuts off a body without Content-Length at the limit instead of reading it all', async () => {
    const total = 64 * 1024 * 1024;
    const preamble = Buffer.from(
      '--xyz\r\nContent-Disposition: form-data; name="manuscript_file"; filename="big.pdf"\r\n' +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    );
    const chunk = Buffer.concat([preamble, Buffer.alloc(256 * 1024 - preamble.length, 0x20)]);
    const { response, written } = await rawRequest(uploadHead('Transfer-Encoding: chunked\r\n'), {
      chunk,
      total,
    });
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    // Answered and closed long before 64 MB went out (socket buffers hold a few MB at most).
    expect(written).toBeLessThan(total / 4);
    expect((await storedFiles()).filter((f) => f.startsWith('tmp'))).toEqual([]);
  });
});

describe('type checks', () => {
  const post = (name: string, content: Buffer) =>
    postManuscript(t, author, journal, manuscriptFields(), [
      { name, content, type: 'application/pdf' },
    ]);

  it.each([
    [
      'PDF magic followed by HTML',
      'paper.pdf',
      Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n'),
    ],
    [
      'a PDF whose %%EOF is followed by HTML',
      'paper.pdf',
      Buffer.concat([pdfBytes(), Buffer.from('<html></html>')]),
    ],
    [
      'a zip that merely contains the string word/',
      'paper.docx',
      zipBytes({ 'notes.txt': 'word/document.xml' }),
    ],
    [
      'a zip with word/ entries but no [Content_Types].xml',
      'paper.docx',
      zipBytes({ 'word/document.xml': '<w/>' }),
    ],
    [
      'a zip with [Content_Types].xml but no word/document.xml',
      'paper.docx',
      zipBytes({ '[Content_Types].xml': '<T/>', 'word/x.xml': '' }),
    ],
    [
      'a zip signature with no directory',
      'paper.docx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(600, 7)]),
    ],
    ['an OLE2 signature without its header', 'paper.doc', docBytes().subarray(0, 100)],
  ])('refuses %s with 415', async (_, name, content) => {
    const res = await post(name, content);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors.manuscript_file).toEqual([
      'The manuscript file must be a PDF, DOC or DOCX document',
    ]);
    expect(await storedFiles()).not.toContainEqual(expect.stringMatching(/^tmp/));
  });

  it.each([
    ['a real PDF', 'paper.pdf', pdfBytes()],
    [
      'a PDF with trailing whitespace after %%EOF',
      'paper.pdf',
      Buffer.concat([pdfBytes(), Buffer.from('\r\n\n')]),
    ],
    ['a DOCX', 'paper.docx', docxBytes()],
    [
      'a DOCX whose directory carries a comment',
      'paper.docx',
      Buffer.concat([docxBytes().subarray(0, -2), Buffer.from([5, 0]), Buffer.from('hello')]),
    ],
    ['a DOC', 'paper.doc', docBytes()],
  ])('accepts %s', async (_, name, content) => {
    expect((await post(name, content)).statusCode).toBe(201);
  });
});

describe('temporary files', () => {
  it('removes stale .part files at start and keeps recent ones', async () => {
    const tmp = path.join(uploads(), 'tmp');
    fs.mkdirSync(tmp, { recursive: true });
    const stale = path.join(tmp, 'stale.part');
    const fresh = path.join(tmp, 'fresh.part');
    fs.writeFileSync(stale, 'x');
    fs.writeFileSync(fresh, 'y');
    const old = (Date.now() - STALE_TEMP_MS - 60_000) / 1000;
    fs.utimesSync(stale, old, old);
    const storage = { uploadsDir: uploads(), maxBytes: UPLOAD_TEST_MAX_BYTES };
    expect(await removeStaleTempFiles(storage)).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    fs.rmSync(fresh);
  });

  it('removes the temp file of a refused upload', async () => {
    const body = multipart(manuscriptFields(), [
      { name: 'x.pdf', content: Buffer.from('%PDF-1.4 no trailer') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: api(`/journals/${journal}/manuscripts`),
      headers: { ...t.authHeader(author), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(415);
    expect((await storedFiles()).filter((f) => f.startsWith('tmp'))).toEqual([]);
  });
});
