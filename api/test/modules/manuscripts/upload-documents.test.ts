// Uploads must be documents, not a document's disguise: a DOCX that unpacks
// to an absurd size (a zip bomb) and a "PDF" that is HTML in its first
// kilobytes are refused with 415; invisible reordering characters are taken
// out of stored file names.
import crypto from 'node:crypto';
import { type TestApp } from '../../helpers/test-app';
import { manuscriptFields, postManuscript } from './helpers/content';
import { pdfBytes } from './helpers/files';
import { multipart } from './helpers/multipart';
import { setUpUploadSuite } from './helpers/upload-suite';
import { docxWith } from './helpers/zip-archives';

const suite = setUpUploadSuite();
const { storedFiles } = suite;
let t: TestApp;
let author: string;
let journal: number;
beforeAll(() => {
  ({ t, author, journal } = suite.state);
});

const post = (name: string, content: Buffer, type = 'application/octet-stream') =>
  postManuscript(t, author, journal, manuscriptFields(), [{ name, content, type }]);

const MB = 1024 * 1024;
const BOMB_MESSAGE =
  'The DOCX file is refused: it unpacks to more than 100 MB or more than 100 times its size, which no document does.';
const HTML_MESSAGE = 'The file is not a PDF document: its first kilobytes hold HTML markup.';

/** Text in words, as a document's XML holds it: packs a few times, not hundreds. */
function prose(bytes: number): Buffer {
  const words = ['protein', 'folding', 'model', 'network', 'the', 'of', 'structure', 'data'];
  const random = crypto.randomBytes(bytes);
  let text = '<w:document><w:body><w:p><w:r><w:t>';
  for (let i = 0; text.length < bytes; i++) text += `${words[random[i]! % words.length]} `;
  return Buffer.from(`${text}</w:t></w:r></w:p></w:body></w:document>`);
}

describe('DOCX that unpack to an absurd size', () => {
  it.each([
    [
      // 30 MB of zeros deflated to about 30 KB: a ratio near 1000.
      'a bomb: zeros packed a thousand times',
      () => docxWith({ name: 'word/media/zeros.bin', data: Buffer.alloc(30 * MB), deflate: true }),
    ],
    [
      'a directory declaring 2 GiB unpacked',
      () =>
        docxWith({
          name: 'word/media/big.bin',
          data: Buffer.alloc(10),
          deflate: true,
          declaredSize: 2 ** 31,
        }),
    ],
    [
      // The directory says 1 KB, the data inflates to 8 MB: unpacking finds the lie.
      'a directory understating what an entry unpacks to',
      () =>
        docxWith({
          name: 'word/media/liar.bin',
          data: Buffer.alloc(8 * MB),
          deflate: true,
          declaredSize: 1024,
        }),
    ],
  ])('refuses %s with 415 and a clear message', async (_, build) => {
    const res = await post('paper.docx', build());
    expect(res.statusCode).toBe(415);
    expect(res.json().errors.manuscript_file).toEqual([BOMB_MESSAGE]);
    expect(await storedFiles()).not.toContainEqual(expect.stringMatching(/^tmp/));
  });

  it('says so in the language asked', async () => {
    const content = docxWith({ name: 'z.bin', data: Buffer.alloc(30 * MB), deflate: true });
    const body = multipart(manuscriptFields(), [{ name: 'paper.docx', content }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/journals/${journal}/manuscripts`,
      headers: { ...t.authHeader(author), ...body.headers, 'accept-language': 'de' },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^Die DOCX-Datei wird abgelehnt/);
  });

  it('accepts a DOCX of deflated prose and stored images', async () => {
    const content = docxWith(
      { name: 'word/styles.xml', data: prose(120 * 1024), deflate: true },
      { name: 'word/media/photo.jpg', data: crypto.randomBytes(8 * 1024) },
    );
    expect((await post('paper.docx', content)).statusCode).toBe(201);
  });
});

describe('PDF holding HTML', () => {
  const disguised = (markup: string) =>
    Buffer.concat([Buffer.from(`%PDF-1.7\n${markup}\n`), pdfBytes().subarray(9)]);

  it.each([
    '<html><body>hello</body></html>',
    '<!DOCTYPE html><p>x</p>',
    '<SCRIPT>alert(document.cookie)</SCRIPT>',
    '<iframe src="https://evil.example"></iframe>',
    '<body onload="alert(1)">',
    '<svg/onload=alert(1)>',
  ])('refuses a PDF whose head holds %s (and that ends in %%EOF)', async (markup) => {
    const content = disguised(markup);
    expect(content.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    const res = await post('paper.pdf', content, 'application/pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().errors.manuscript_file).toEqual([HTML_MESSAGE]);
  });

  it('accepts a PDF whose text mentions html in words', async () => {
    const res = await post('paper.pdf', disguised('% a paper about html and script tags'));
    expect(res.statusCode).toBe(201);
  });
});

describe('file names', () => {
  it('stores a name without bidirectional control characters', async () => {
    const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';
    const res = await post(`report${controls}-final\u202e.pdf`, pdfBytes(), 'application/pdf');
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('manuscript_revisions')
      .select('original_name')
      .where('manuscript_id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row.original_name).toBe('report-final.pdf');
  });
});
