// The accept link of a reviewer invitation, as mailed: opened signed out, it
// goes through the sign-in page and back to the same address, where the
// reviewer confirms the answer in a dialog.
import { expect, test } from '@playwright/test';
import { authHeader, sentToReviewByEditor } from '../support/api-access';
import { ADMIN, DEMO_PASSWORD, signInThroughForm, uniqueEmail } from '../support/session';

test('a reviewer opens the accept link of an invitation and accepts', async ({ page, request }) => {
  // A new reviewer, and a submitted manuscript of the seed sent to review.
  const reviewer = { email: uniqueEmail('linked'), password: DEMO_PASSWORD };
  const created = await request.post('/api/v1/users', {
    headers: await authHeader(request, ADMIN),
    data: { name: 'Lina Linked', ...reviewer, roles: ['reviewer'] },
  });
  expect(created.status()).toBe(201);
  const manuscript = await sentToReviewByEditor(request);
  const editor = manuscript.headers;
  const invited = await request.post(`/api/v1/manuscripts/${manuscript.id}/invitations`, {
    headers: editor,
    data: { reviewer_id: (await created.json()).data.id },
  });
  expect(invited.status()).toBe(201);

  // The invitation the reviewer is told of carries its id: the e-mail's links are built from it.
  const reviewerHeaders = await authHeader(request, reviewer);
  const notices = await request.get('/api/v1/notifications', { headers: reviewerHeaders });
  const notice = (
    (await notices.json()).data as { code: string; params: { invitation: number } }[]
  ).find((n) => n.code === 'reviewInvitation')!;
  const link = `/reviews?invitation=${notice.params.invitation}&respond=accept`;

  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, reviewer.email, reviewer.password);
  await expect(page).toHaveURL(link);

  const dialog = page.getByRole('dialog', {
    name: `Accept the invitation to review MS-${manuscript.id}?`,
  });
  await expect(dialog).toBeVisible();
  const accepted = page.waitForResponse(
    (r) => /\/invitations\/\d+\/accept$/.test(r.url()) && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Accept' }).click();
  expect((await accepted).status()).toBe(200);
  await expect(page.getByText('Invitation accepted')).toBeVisible();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(
    page.getByRole('row', { name: new RegExp(`MS-${manuscript.id}\\b`) }).getByText('Accepted'),
  ).toBeVisible();
});
