// The outbox after the peer-review journey: an administrator opens /outbox,
// narrowed to the journey's manuscript, and finds every mail it caused — each
// to its person, from its template (kept: the e2e stack has no SMTP server) —
// and reads the decision letters as the author got them.
import { expect, type Browser, type Page } from '@playwright/test';
import { openedDialog } from './motion';
import { ADMIN } from './session';
import { signedIn } from './journey-steps';

export interface JourneyMail {
  id: number;
  author: string;
  chief: string;
  associate: string;
  reviewers: [string, string];
  /** The letters the editor-in-chief wrote: the revision request, then the acceptance. */
  letters: { revision: string; acceptance: string };
}

/** A row of the outbox: to `name`, from the template labelled `template`. */
const mailRow = (page: Page, name: string, template: string | RegExp) =>
  page
    .getByRole('row')
    .filter({ hasText: name })
    .filter({
      has: page.getByRole('cell', { name: template, exact: typeof template === 'string' }),
    });

export async function expectJourneyMail(browser: Browser, journey: JourneyMail) {
  const admin = await signedIn(browser, ADMIN);
  // The mail of one manuscript, all on one page, as the filter in the URL says.
  await admin.goto(`/outbox?manuscript=${journey.id}&per_page=100`);
  await expect(admin.getByText(`Manuscript MS-${journey.id}`)).toBeVisible();
  const [one, two] = journey.reviewers;
  // [recipient, template, how many] (0: at least one — the generic notices are several).
  const expected: [string, string | RegExp, number][] = [
    [journey.author, 'Submission acknowledgement', 1],
    [journey.chief, 'Notification', 0],
    [journey.author, 'Notification', 0],
    [journey.associate, 'Handling editor assignment', 1],
    [one, 'Reviewer invitation', 2],
    [two, 'Reviewer invitation', 1],
    [journey.author, /^Decision: (minor|major) revisions$/, 1],
    [one, 'Review thank-you', 2],
    [two, 'Review thank-you', 1],
    [journey.author, 'Decision: accept', 1],
  ];
  await expect(admin.getByRole('table')).toBeVisible();
  // The job writes a notice's mail within one of its runs: the list is asked again until all are in.
  await expect(async () => {
    await Promise.all([
      admin.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/outbox'),
      admin.getByRole('button', { name: 'Refresh' }).click(),
    ]);
    for (const [name, template, count] of expected) {
      const rows = mailRow(admin, name, template);
      if (count === 0) await expect(rows.first()).toBeVisible({ timeout: 2_000 });
      else await expect(rows).toHaveCount(count, { timeout: 2_000 });
    }
  }).toPass({ timeout: 60_000 });
  // Every one kept (no SMTP server here), none failed.
  await expect(admin.getByRole('cell', { name: 'Failed', exact: true })).toHaveCount(0);

  // The decision letters are the editor's own words, as the author received them.
  for (const [template, text] of [
    [/^Decision: (minor|major) revisions$/, journey.letters.revision],
    ['Decision: accept', journey.letters.acceptance],
  ] as const) {
    await mailRow(admin, journey.author, template).getByRole('button').click();
    const drawer = await openedDialog(admin);
    await expect(drawer.getByText(text)).toBeVisible();
    await expect(drawer.getByText(/Kept/).first()).toBeVisible();
    await drawer.getByRole('button', { name: 'Close the mail' }).click();
    await expect(admin.getByRole('dialog')).toHaveCount(0);
  }
  await admin.context().close();
}
