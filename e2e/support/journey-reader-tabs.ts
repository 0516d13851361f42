// What a reviewer's tabs must show on a double-blind journal (checked before
// looking for leaks, so each tab has loaded): no author, the files under
// neutral names, their own side of the review only.
import { expect, type Locator } from '@playwright/test';
import { type TabShows } from './journey-leaks';

/** A double-blind reviewer's tabs: no author, the files under neutral names, their own side only. */
export const blindReviewerShows = (
  reviews: (panel: Locator) => Promise<void>,
  versions = 1,
): TabShows => ({
  Authors: async (panel: Locator) => {
    await expect(panel.getByText('No authors are shown')).toBeVisible();
  },
  Revisions: async (panel: Locator) => {
    for (let v = 1; v <= versions; v++) {
      await expect(panel.getByText(`manuscript-v${v}.pdf`, { exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('columnheader', { name: 'Uploaded by' })).toHaveCount(0);
  },
  Reviews: reviews,
});

/** The Reviews tab of a reviewer who has not written their review yet. */
export const notYetReviewed = (mayWrite: boolean) => async (panel: Locator) => {
  await expect(panel.getByText('You have not sent a review of this manuscript yet.')).toBeVisible();
  await expect(panel.getByRole('button', { name: /Write a Review/ })).toHaveCount(mayWrite ? 1 : 0);
};

/** The Reviews tab of a reviewer invited to a new round: their earlier review, and the way to write. */
export const dueAgain = (earlierText: string) => async (panel: Locator) => {
  const earlier = panel.getByRole('region', { name: 'Your review of round 1' });
  await expect(earlier.getByText(earlierText)).toBeVisible();
  await expect(panel.getByRole('button', { name: /Write a Review/ })).toHaveCount(1);
};

/** The Reviews tab of a reviewer whose review of the round is in: theirs, and no form. */
export const reviewed = (ownText: string) => async (panel: Locator) => {
  const own = panel.getByTestId('own-review').first();
  await expect(own.getByRole('heading', { name: /Review submitted/ })).toBeVisible();
  await expect(own.getByText(ownText)).toBeVisible();
  await expect(panel.getByRole('button', { name: /Write a Review/ })).toHaveCount(0);
};
