// Review Assignments in the panel: a reviewer with nothing assigned, and an invitation
// that the editor-in-chief sends and the reviewer accepts.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { authHeader, sentToReviewByEditor } from '../support/api-access';
import { ADMIN, DEMO_PASSWORD, signIn, uniqueEmail } from '../support/session';

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
  const manuscript = await sentToReviewByEditor(request);
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
