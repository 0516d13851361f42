// The invite dialog on the seeded data: the editor sees suggestions with their
// reasons, a reviewer at the same institution as an author is flagged, and is
// invited only with an override reason (the API refuses without one too).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { reviewsTab } from '../support/journey-steps';
import { openedDialog } from '../support/motion';
import {
  authHeader,
  EDITOR,
  sentToReviewByEditor,
  type ManuscriptDetail,
} from '../support/api-access';
import { ADMIN, DEMO_PASSWORD, signIn, uniqueEmail } from '../support/session';

/** A submitted manuscript of the seed with an author's institution and keywords, sent to review. */
async function submittedManuscript(request: APIRequestContext) {
  const fits = (detail: ManuscriptDetail) =>
    detail.keywords.length > 0 && detail.authors.some((a) => a.institution);
  const manuscript = await sentToReviewByEditor(request, fits);
  const institution = manuscript.authors.find((a) => a.institution)!.institution!;
  return { ...manuscript, institution };
}

/**
 * An author's colleague: a reviewer at the author's institution whose research
 * areas are the manuscript's keywords (so the finder suggests them).
 */
async function colleagueOf(
  request: APIRequestContext,
  manuscript: ManuscriptDetail & { institution: string },
) {
  const name = `Colleague ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/users', {
    headers: await authHeader(request, ADMIN),
    data: {
      name,
      email: uniqueEmail('colleague'),
      password: DEMO_PASSWORD,
      roles: ['reviewer'],
      academic_profile: {
        institution: manuscript.institution,
        research_areas: manuscript.keywords.slice(0, 10),
      },
    },
  });
  expect(created.status()).toBe(201);
  return { id: (await created.json()).data.id as number, name };
}

test('suggestions with reasons; a colleague of an author is flagged and needs an override reason', async ({
  page,
  request,
}) => {
  const manuscript = await submittedManuscript(request);
  const colleague = await colleagueOf(request, manuscript);

  // The API itself refuses the conflicted reviewer without a reason.
  const refused = await request.post(`/api/v1/manuscripts/${manuscript.id}/invitations`, {
    headers: manuscript.headers,
    data: { reviewer_id: colleague.id },
  });
  expect(refused.status()).toBe(422);
  expect(Object.keys((await refused.json()).errors)).toContain('conflict_override_reason');

  await signIn(page, EDITOR);
  await reviewsTab(page, manuscript.id);
  await page.getByRole('button', { name: /Invite Reviewers/ }).click();
  const dialog = await openedDialog(page);

  // Suggestions, each with the matched terms by source.
  const suggested = dialog.getByRole('list', { name: 'Suggested for this manuscript' });
  await expect(suggested.getByTestId('reviewer-candidate').first()).toBeVisible();
  expect(await suggested.getByTestId('reviewer-candidate').count()).toBeGreaterThanOrEqual(3);
  await expect(suggested.getByTestId('candidate-reasons').first()).toContainText(
    /Research areas|Publications|Reviewed before|Journal subjects/,
  );

  // The colleague (found by name: the suggestions hold the ten best), flagged
  // with the reason, which their checkbox announces.
  const search = dialog.getByLabel('Search reviewers');
  await search.fill(colleague.name);
  await search.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Search results' })).toBeVisible();
  const row = dialog.getByTestId('reviewer-candidate').filter({ hasText: colleague.name });
  await expect(row.getByText('Conflict of interest').first()).toBeVisible();
  // The institution is isolated (bidi) inside the sentence: any one character may stand around it.
  const institution = manuscript.institution.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(row.getByTestId('candidate-conflicts')).toContainText(
    new RegExp(`Same institution as an author: .?${institution}`),
  );
  const pick = row.getByRole('checkbox', { name: `Invite ${colleague.name}` });
  await expect(pick).toHaveAccessibleDescription(/Same institution as an author/);

  // Refused without a reason, nothing sent; invited with one.
  await pick.check();
  await dialog.getByRole('button', { name: 'Send Invitations' }).click();
  const reason = dialog.getByLabel('Reason for inviting despite the conflict of interest');
  await expect(reason).toHaveAccessibleDescription(/Give the reason/);
  await expect(pick).toBeChecked();
  await reason.fill('The only specialist available; works in another department.');
  await dialog.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(page.getByText('1 invitation sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  const invited = page
    .getByTestId('review-round')
    .first()
    .getByRole('row')
    .filter({ hasText: colleague.name });
  await expect(invited.getByText('Invited')).toBeVisible();
});
