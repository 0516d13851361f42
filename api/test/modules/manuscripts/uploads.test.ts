// POST journals/{id}/manuscripts (multipart): file checks by content, size
// limit, malformed bodies, validation, and no leftovers on failure.
import { sql } from 'kysely';
import { readStored } from '../../helpers/stored-files';
import { type TestApp } from '../../helpers/test-app';
import { api, insertJournal, manuscriptFields, postManuscript } from './helpers/content';
import { docBytes, docxBytes, exeBytes, pdfBytes, zipBytes } from './helpers/files';
import { multipart } from './helpers/multipart';
import { setUpUploadSuite, UPLOAD_TEST_MAX_BYTES } from './helpers/upload-suite';

const suite = setUpUploadSuite();
const { uploads, storedFiles } = suite;
let t: TestApp;
let author: string;
let journal: number;
beforeAll(() => ({ t, author, journal } = suite.state));

async function counts() {
  const n = async (
    table:
      'manuscripts' | 'manuscript_authors' | 'manuscript_revisions' | 'manuscript_status_history',
  ) => (await t.db.selectFrom(table).select('id').execute()).length;
  return {
    manuscripts: await n('manuscripts'),
    authors: await n('manuscript_authors'),
    revisions: await n('manuscript_revisions'),
    history: await n('manuscript_status_history'),
    files: await storedFiles(),
  };
}
describe('create', () => {
  it.each([
    ['paper.pdf', pdfBytes(), 'application/pdf'],
    ['paper.DOC', docBytes(), 'application/msword'],
    [
      'paper.docx',
      docxBytes(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])('accepts %s and stores it under DATA_DIR/uploads', async (name, content, mime) => {
    const res = await postManuscript(t, author, journal, manuscriptFields(), [
      { name, content, type: 'application/octet-stream' },
    ]);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'draft', version: 1, journal_id: journal });
    expect(data.revisions).toEqual([
      expect.objectContaining({
        version_number: 1,
        is_current: true,
        file_name: name,
        mime_type: mime,
        file_size: content.length,
      }),
    ]);
    const row = await t.db
      .selectFrom('manuscript_revisions')
      .select('file_path')
      .where('manuscript_id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.file_path).toMatch(
      new RegExp(`^manuscripts/${data.id}/v1-[0-9a-f-]+\\.(pdf|doc|docx)$`),
    );
    expect(await readStored(t.db, uploads(), row.file_path)).toEqual(content);
    expect((await storedFiles()).some((f) => f.startsWith('tmp'))).toBe(false);
  });

  it('parses every field: keywords as JSON, authors with 1/0 flags, links authors to accounts by email', async () => {
    const coauthor = await t.createUser({ roles: ['author'] });
    const fields = manuscriptFields(
      {
        keywords: '["alpha"," beta ",""]',
        doi: '10.1000/xyz123',
        submission_notes: 'Please consider',
        manuscript_type: 'case_report',
        journal_id: String(journal),
      },
      [
        { orcid: '0000-0002-1825-0097', department: 'Maths', author_order: '2' },
        { email: coauthor.email.toUpperCase(), is_corresponding: '1', author_order: '1' },
      ],
    );
    const res = await postManuscript(t, author, journal, fields);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      keywords: ['alpha', 'beta'],
      doi: '10.1000/xyz123',
      submission_notes: 'Please consider',
      manuscript_type: 'case_report',
    });
    expect(
      data.authors.map(
        (a: { author_order: number; user_id: number | null; orcid: string | null }) => [
          a.author_order,
          a.user_id,
          a.orcid,
        ],
      ),
    ).toEqual([
      [1, coauthor.id, null],
      [2, null, '0000-0002-1825-0097'],
    ]);
    // The linked co-author now sees it.
    const seen = await t.app.inject({
      method: 'GET',
      url: api(`/manuscripts/${data.id}`),
      headers: t.authHeader(await t.tokenForUser(coauthor.id)),
    });
    expect(seen.statusCode).toBe(200);
  });

  it('submit=1 submits at once and records both history steps', async () => {
    const res = await postManuscript(t, author, journal, [...manuscriptFields(), ['submit', '1']]);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.status).toBe('submitted');
    expect(data.submission_date).not.toBeNull();
    expect(
      data.status_history.map((h: { from_status: string | null; to_status: string }) => [
        h.from_status,
        h.to_status,
      ]),
    ).toEqual([
      [null, 'draft'],
      ['draft', 'submitted'],
    ]);
  });
});

describe('refused uploads leave no row and no file', () => {
  let before: Awaited<ReturnType<typeof counts>>;
  beforeEach(async () => {
    before = await counts();
  });
  afterEach(async () => {
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a text file', 'notes.txt', Buffer.from('just text')],
    ['an executable named .pdf', 'paper.pdf', exeBytes()],
    ['a PDF named .docx', 'paper.docx', pdfBytes()],
    ['a DOC named .pdf', 'paper.pdf', docBytes()],
    ['a zip that is not a Word file', 'paper.docx', zipBytes({ 'evil.sh': 'rm -rf /' })],
    ['a PDF without extension', 'paper', pdfBytes()],
  ])('415 for %s', async (_label, name, content) => {
    const res = await postManuscript(t, author, journal, manuscriptFields(), [
      { name, content, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors.manuscript_file).toEqual([
      'The manuscript file must be a PDF, DOC or DOCX document',
    ]);
  });

  it('413 when the file is larger than UPLOAD_MAX_BYTES', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_TEST_MAX_BYTES, 0x20)]);
    const res = await postManuscript(t, author, journal, manuscriptFields(), [
      { name: 'big.pdf', content: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.manuscript_file[0]).toBe(
      'The manuscript file may not be greater than 65536 bytes.',
    );
  });

  it('422 when submitting without a file, or with an empty one, and nothing is written', async () => {
    const before = await counts();
    const submit = manuscriptFields({ submit: '1' });
    const none = await postManuscript(t, author, journal, submit, []);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.manuscript_file).toEqual(['The manuscript file is required']);
    const empty = await postManuscript(t, author, journal, submit, [
      { name: 'e.pdf', content: Buffer.alloc(0) },
    ]);
    expect(empty.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('422 for two files', async () => {
    const res = await postManuscript(t, author, journal, manuscriptFields(), [
      { name: 'a.pdf', content: pdfBytes() },
      { name: 'b.pdf', content: pdfBytes() },
    ]);
    expect(res.statusCode).toBe(422);
  });

  it('422 with the spec messages for invalid fields', async () => {
    const fields = manuscriptFields({ title: '', abstract: ' ' }, [
      {
        first_name: '',
        last_name: '',
        email: 'bad',
        institution: '',
        author_order: '',
        is_corresponding: '0',
        orcid: '123',
      },
    ]);
    const res = await postManuscript(t, author, journal, fields);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      title: ['Title is required'],
      abstract: ['Abstract is required'],
      'authors.0.first_name': ['Author first name is required'],
      'authors.0.last_name': ['Author last name is required'],
      'authors.0.email': ['Invalid email format'],
      'authors.0.institution': ['Author institution is required'],
      'authors.0.author_order': ['Author order is required'],
      'authors.0.orcid': ['Invalid ORCID format (e.g., 0000-0002-1825-0097)'],
    });
    expect(res.json().errors.authors).toEqual(
      expect.arrayContaining(['At least one corresponding author is required']),
    );
  });

  it('422 without authors, and for a missing email', async () => {
    const none = await postManuscript(t, author, journal, manuscriptFields({}, []));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.authors).toEqual(['At least one author is required']);
    const fields = manuscriptFields().filter(([k]) => k !== 'authors[0][email]');
    const noEmail = await postManuscript(t, author, journal, fields);
    expect(noEmail.json().errors['authors.0.email']).toEqual(['Author email is required']);
  });

  it('422 for an inactive or suspended journal', async () => {
    for (const values of [{ is_active: false }, { status: 'suspended' }]) {
      const closed = await insertJournal(t, values);
      const res = await postManuscript(t, author, closed);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.journal_id).toEqual([
        'This journal does not accept new submissions.',
      ]);
    }
  });

  it('404 for an unknown or malformed journal id', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await postManuscript(t, author, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Journal not found');
    }
  });

  it('422 when journal_id contradicts the address', async () => {
    const res = await postManuscript(t, author, journal, manuscriptFields({ journal_id: '999' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.journal_id).toBeDefined();
  });

  it('400 for a malformed multipart body, 415 for JSON', async () => {
    const url = api(`/journals/${journal}/manuscripts`);
    const headers = t.authHeader(author);
    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated',
    });
    expect(broken.statusCode).toBe(400);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    const json = await t.app.inject({ method: 'POST', url, headers, payload: { title: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('400 for prototype field names, 422 for too many authors', async () => {
    const proto = await postManuscript(t, author, journal, [
      ...manuscriptFields(),
      ['__proto__', 'x'],
    ]);
    expect(proto.statusCode).toBe(400);
    const many = await postManuscript(t, author, journal, [
      ...manuscriptFields(),
      ['authors[77][first_name]', 'x'],
    ]);
    expect(many.statusCode).toBe(422);
  });

  it('401 anonymously', async () => {
    const body = multipart(manuscriptFields(), [{ name: 'p.pdf', content: pdfBytes() }]);
    const res = await t.app.inject({
      method: 'POST',
      url: api(`/journals/${journal}/manuscripts`),
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a failure after the file is stored', () => {
  it('rolls back every row and removes the stored file', async () => {
    // A database error after the upload was moved into place (authors are written last).
    if (t.dialect === 'sqlite') {
      await sql`create trigger fail_authors before insert on manuscript_authors begin select raise(abort, 'boom'); end`.execute(
        t.db,
      );
    } else {
      await sql`create function fail_authors() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`.execute(
        t.db,
      );
      await sql`create trigger fail_authors before insert on manuscript_authors for each row execute function fail_authors()`.execute(
        t.db,
      );
    }
    const before = await counts();
    try {
      const res = await postManuscript(t, author, journal);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Server Error' });
      expect(await counts()).toEqual(before);
    } finally {
      await sql`drop trigger fail_authors${sql.raw(t.dialect === 'postgres' ? ' on manuscript_authors' : '')}`.execute(
        t.db,
      );
    }
  });
});

describe('a draft without its file', () => {
  it('saves a draft without a file; the file comes later, and only then may it be submitted', async () => {
    const before = await counts();
    const res = await postManuscript(t, author, journal, manuscriptFields(), []);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'draft', journal_id: journal });
    expect(data.revisions).toEqual([]);
    const after = await counts();
    expect(after).toMatchObject({
      manuscripts: before.manuscripts + 1,
      revisions: before.revisions,
      files: before.files,
    });

    const headers = t.authHeader(author);
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: api(`/manuscripts/${data.id}/submit`),
        headers,
        payload: {},
      });
    const early = await submit();
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toHaveProperty('manuscript_file');

    const body = multipart(
      [],
      [{ name: 'paper.pdf', content: pdfBytes(), type: 'application/pdf' }],
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${data.id}/revisions`),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    expect((await submit()).statusCode).toBe(200);
  });
});
