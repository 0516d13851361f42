// Review Assignments in the panel: a reviewer with nothing assigned, and an invitation
// that the editor-in-chief sends and the reviewer accepts (issue 14, first part).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, signIn, uniqueEmail } from '../support/session';

const EDITOR = { email: 'editor@colophon.test', password: DEMO_PASSWORD };

/** The `authorization` header of an account, through the API's login. */
async function authHeader(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const login = await request.post('/api/v1/auth/login', { data: account });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).access_token as string}` };
}

/** A new account holding only the reviewer role, made by an administrator. */
async function newReviewer(request: APIRequestContext) {
  const account = { email: uniqueEmail('reviewer'), password: DEMO_PASSWORD };
  const created = await request.post('/api/v1/users', {
    headers: await authHeader(request, ADMIN),
    data: { name: 'Rhea Reviewer', ...account, roles: ['reviewer'] },
  });
  expect(created.status()).toBe(201);
  return { ...account, id: (await created.json()).data.id as number };
}

/** A manuscript of the seed that waits for the editor (submitted), sent to review. */
async function manuscriptInReview(request: APIRequestContext) {
  const headers = await authHeader(request, EDITOR);
  const list = await request.get('/api/v1/manuscripts', {
    params: { status: 'submitted', per_page: 1 },
    headers,
  });
  const manuscript = ((await list.json()).data as { id: number; title: string }[])[0]!;
  const sent = await request.post(`/api/v1/manuscripts/${manuscript.id}/decisions`, {
    headers,
    data: { decision: 'send_to_review' },
  });
  expect(sent.status()).toBe(200);
  return { ...manuscript, headers };
}

test('a reviewer with nothing assigned sees the empty state', async ({ page, request }) => {
  const reviewer = await newReviewer(request);
  await signIn(page, reviewer);
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: 'Review Assignments' })).toBeVisible();
  await expect(page.getByText('No review assignments')).toBeVisible();
});

test('the editor invites a reviewer, who accepts on Review Assignments', async ({
  page,
  request,
}) => {
  const reviewer = await newReviewer(request);
  const manuscript = await manuscriptInReview(request);
  const invited = await request.post(`/api/v1/manuscripts/${manuscript.id}/invitations`, {
    headers: manuscript.headers,
    data: { reviewer_id: reviewer.id },
  });
  expect(invited.status()).toBe(201);

  await signIn(page, reviewer);
  await page.goto('/reviews?status=invited');
  const row = page.getByRole('row', { name: new RegExp(`MS-${manuscript.id}\\b`) });
  await expect(row.getByText('Invited')).toBeVisible();
  // Leave the page only once the answer is stored: a navigation right after
  // the click can cancel the request before it is sent.
  const accepted = page.waitForResponse(
    (r) => /\/invitations\/\d+\/accept$/.test(r.url()) && r.request().method() === 'POST',
  );
  await row.getByRole('button', { name: /Accept/ }).click();
  expect((await accepted).status()).toBe(200);
  await page.goto('/reviews?status=accepted');
  await expect(
    page.getByRole('row', { name: new RegExp(`MS-${manuscript.id}\\b`) }).getByText('Accepted'),
  ).toBeVisible();
});
