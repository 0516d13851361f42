// The reviewers a manuscript's authors suggest or ask to exclude: saved with
// the submission (multipart) and the update (PUT), validated with the form's
// own schema, read back by the editors and the authors, never by a reviewer.
import { manuscriptFormSchema, renderMessage } from '@colophon/shared/contracts';
import type { TestApp } from '../../helpers/test-app';
import { inReview, invite, newReviewer, request, reviewsSuite, tokenOf } from '../reviews/helpers';
import { api, manuscriptFields, postManuscript } from './helpers/content';

const suite = reviewsSuite();
let t: TestApp;
let journal: number;
beforeAll(() => {
  ({ t, journal } = suite);
});

const preferences = async (id: number, token?: string) =>
  request(t, 'GET', `/manuscripts/${id}/reviewer-preferences`, token);

const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('manuscript_reviewer_preferences')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

it('keeps the lists of the submission; editors and the authors read them, a reviewer never', async () => {
  const known = await newReviewer(t, { name: 'Known Reviewer' });
  const id = await inReview(t, journal, {
    suggested_reviewers: JSON.stringify([
      {
        name: 'Known Reviewer',
        email: known.email.toUpperCase(),
        reason: 'Wrote the review of the field',
      },
      { name: 'Not Yet Registered', email: 'new.person@example.org', reason: '' },
    ]),
    excluded_reviewers: JSON.stringify([
      { name: 'Rival', email: 'rival@example.org', reason: 'Competing group' },
    ]),
  });
  const expected = {
    suggested: [
      {
        name: 'Known Reviewer',
        email: known.email.toUpperCase(),
        reason: 'Wrote the review of the field',
        user_id: known.id,
      },
      { name: 'Not Yet Registered', email: 'new.person@example.org', reason: null, user_id: null },
    ],
    excluded: [
      { name: 'Rival', email: 'rival@example.org', reason: 'Competing group', user_id: null },
    ],
  };
  for (const role of ['editor-in-chief', 'author'] as const) {
    const res = await preferences(id, await tokenOf(t, role));
    expect({ role, status: res.statusCode, body: res.json() }).toEqual({
      role,
      status: 200,
      body: { data: expected },
    });
  }
  // Invited (so the manuscript is theirs to read): still refused the lists.
  const reviewer = await newReviewer(t);
  expect((await invite(t, id, reviewer.id)).statusCode).toBe(201);
  expect((await preferences(id, reviewer.token)).statusCode).toBe(403);
  const detail = await request(t, 'GET', `/manuscripts/${id}`, reviewer.token);
  expect(detail.statusCode).toBe(200);
  expect(detail.body).not.toContain('rival@example.org');
  expect(detail.body).not.toContain('Competing group');
  const stranger = await newReviewer(t);
  expect((await preferences(id, stranger.token)).statusCode).toBe(404);
  expect((await preferences(id)).statusCode).toBe(401);
});

it('refuses bad lists at the right field with the form’s messages, writing nothing', async () => {
  const before = await count();
  const cases: [Record<string, unknown>, string, string][] = [
    [
      { excluded_reviewers: [{ name: 'Rival', email: 'rival@example.org', reason: ' ' }] },
      'excluded_reviewers.0.reason',
      'Say why this reviewer should be excluded',
    ],
    [
      { suggested_reviewers: [{ name: 'X', email: 'not-an-email' }] },
      'suggested_reviewers.0.email',
      'Enter a valid e-mail address',
    ],
    [
      { suggested_reviewers: [{ name: '', email: 'a@example.org' }] },
      'suggested_reviewers.0.name',
      "Enter the reviewer's name",
    ],
    [
      {
        suggested_reviewers: [
          { name: 'A', email: 'a@example.org' },
          { name: 'A again', email: 'A@example.org ' },
        ],
      },
      'suggested_reviewers.1.email',
      'This e-mail address is already on the list',
    ],
    [
      {
        suggested_reviewers: [{ name: 'A', email: 'a@example.org' }],
        excluded_reviewers: [{ name: 'A', email: 'a@example.org', reason: 'No' }],
      },
      'excluded_reviewers.0.email',
      'A reviewer cannot be both suggested and excluded',
    ],
    [
      {
        suggested_reviewers: Array.from({ length: 11 }, (_, i) => ({
          name: `R${i}`,
          email: `r${i}@example.org`,
        })),
      },
      'suggested_reviewers',
      'Suggest at most 10 reviewers',
    ],
  ];
  for (const [lists, field, message] of cases) {
    const fields = manuscriptFields(
      Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, JSON.stringify(v)])),
    );
    const res = await postManuscript(t, await tokenOf(t, 'author'), journal, fields);
    expect({ field, status: res.statusCode, errors: res.json().errors?.[field] }).toEqual({
      field,
      status: 422,
      errors: [message],
    });
    // The form's schema says the same at the same place.
    const form = manuscriptFormSchema.safeParse({
      title: 'T',
      abstract: 'A',
      journal_id: journal,
      authors: [
        {
          first_name: 'Ada',
          last_name: 'L',
          email: 'ada@example.org',
          institution: 'U',
          is_corresponding: true,
          order: 1,
        },
      ],
      ...lists,
    });
    const issue = form.error?.issues.find((i) => i.path.join('.') === field);
    expect(issue && renderMessage(issue.message, 'en')).toBe(message);
  }
  expect(await count()).toBe(before);
});

it('an update replaces a list it gives and keeps the one it leaves out', async () => {
  const res = await postManuscript(
    t,
    await tokenOf(t, 'author'),
    journal,
    manuscriptFields({
      suggested_reviewers: JSON.stringify([{ name: 'First', email: 'first@example.org' }]),
      excluded_reviewers: JSON.stringify([
        { name: 'Rival', email: 'rival@example.org', reason: 'Competing group' },
      ]),
    }),
  );
  expect(res.statusCode).toBe(201);
  const id: number = res.json().data.id;
  const token = await tokenOf(t, 'author');
  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: api(`/manuscripts/${id}`),
      headers: t.authHeader(token),
      payload,
    });
  expect(
    (
      await put({
        suggested_reviewers: [{ name: 'Second', email: 'second@example.org', reason: 'Expert' }],
      })
    ).statusCode,
  ).toBe(200);
  let lists = (await preferences(id, token)).json().data;
  expect(lists.suggested.map((p: { name: string }) => p.name)).toEqual(['Second']);
  expect(lists.excluded.map((p: { name: string }) => p.name)).toEqual(['Rival']);
  expect((await put({ excluded_reviewers: [] })).statusCode).toBe(200);
  lists = (await preferences(id, token)).json().data;
  expect(lists.excluded).toEqual([]);
  const bad = await put({ excluded_reviewers: [{ name: 'X', email: 'x@example.org' }] });
  expect(bad.statusCode).toBe(422);
  expect(bad.json().errors).toEqual({
    excluded_reviewers: ['Say why this reviewer should be excluded'],
    'excluded_reviewers.0.reason': ['Say why this reviewer should be excluded'],
  });
  expect((await preferences(id, token)).json().data.suggested).toHaveLength(1);
});
