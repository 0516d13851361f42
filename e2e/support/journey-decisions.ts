// The editorial decisions of the peer-review journey as the editor-in-chief
// takes them in the panel, and the author's revision; each checks its dialog's
// own rules on the way (a required letter, a DOI checked at the field).
import { expect, type Browser, type Page } from '@playwright/test';
import { openedDialog } from './motion';
import { keyShot, pdf, signedIn, stepButton } from './journey-steps';

/**
 * Another journal's editor-in-chief, with every journal they may see listed newest
 * first: the manuscript is in neither the API's answer nor the table.
 */
export async function expectOutsideTheTeam(
  browser: Browser,
  outsiderAccount: { email: string; password: string },
  title: string,
) {
  const outsider = await signedIn(browser, outsiderAccount);
  const queue = outsider.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === '/api/v1/editorial-queue' && url.searchParams.get('journal_id') === 'all'
    );
  });
  await outsider.goto('/editorial-queue?journal_id=all&stage=new_submissions');
  const answer = await queue;
  expect(answer.status()).toBe(200);
  const listed = ((await answer.json()) as { data: { title: string }[] }).data;
  expect(listed.map((item) => item.title)).not.toContain(title);
  await expect(outsider.getByRole('table')).toBeVisible();
  await expect(outsider.getByRole('link', { name: title })).toHaveCount(0);
  await outsider.context().close();
}

export type RevisionRequest = {
  letter: string;
  note: string;
  /** The review sent to the author: its reviewer, its text, and the text the author gets. */
  sent: { reviewer: string; content: string; edited: string };
  /** The reviewer whose review stays with the editors. */
  keptFrom: string;
};

/** Requests revisions; an emptied letter is refused first. */
export async function requestRevisions(editor: Page, request: RevisionRequest) {
  await stepButton(editor, 'Request Revision').click();
  const dialog = await openedDialog(editor);
  // The journal's template writes the letter first; emptied, the letter is still required.
  const letterBox = dialog.getByLabel('Letter to the author');
  await expect(letterBox).not.toHaveValue('');
  await letterBox.fill('');
  await dialog.getByRole('button', { name: 'Request Revision', exact: true }).click();
  await expect(dialog.getByText('A decision letter to the author is required')).toBeVisible();
  await letterBox.fill(request.letter);
  await dialog.getByLabel('Note for editors').fill(request.note);
  const sent = dialog.getByRole('group', { name: request.sent.reviewer });
  await expect(sent.getByRole('switch', { name: 'Send to the author' })).toBeChecked();
  await sent.getByLabel('What the author receives').fill(request.sent.edited);
  await expect(sent.getByText(request.sent.content)).toBeVisible();
  const kept = dialog.getByRole('group', { name: request.keptFrom });
  await kept.getByRole('switch', { name: 'Send to the author' }).click();
  await expect(kept.getByRole('switch', { name: 'Send to the author' })).not.toBeChecked();
  await expect(kept.getByText(/stays with the editors/)).toBeVisible();
  await keyShot(editor, '05-chief-request-revisions-dialog');
  await dialog.getByRole('button', { name: 'Request Revision', exact: true }).click();
  await expect(editor.getByText('Status changed to Revision Requested')).toBeVisible();
}

/** The author uploads the revised file from the manuscript's page. */
export async function uploadRevision(author: Page, id: number, fileName: string, title: string) {
  await author.goto(`/manuscripts/${id}`);
  await author.getByRole('button', { name: 'Upload Revision' }).first().click();
  const dialog = await openedDialog(author);
  await dialog.locator('#revision-file').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: pdf(`${title} v2`),
  });
  await expect(dialog.getByText(fileName)).toBeVisible();
  await dialog.getByLabel('Summary of changes').fill('Cited the tide tables.');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(author.getByText('Revision v2 uploaded successfully')).toBeVisible();
}

/** Sends the manuscript (back) to review with a note for the editors. */
export async function sendToReview(editor: Page, id: number, note: string) {
  await editor.goto(`/manuscripts/${id}`);
  await stepButton(editor, 'Send to Review').click();
  const dialog = await openedDialog(editor);
  await dialog.getByLabel('Note for editors').fill(note);
  await dialog.getByRole('button', { name: 'Send to Review', exact: true }).click();
  await expect(editor.getByText('Status changed to Under Review')).toBeVisible();
}

/** Accepts after round `round`, whose reviewer's review the summary lists; no reason is asked. */
export async function acceptManuscript(
  editor: Page,
  id: number,
  accepted: { round: number; reviewer: string; letter: string },
) {
  await editor.goto(`/manuscripts/${id}`);
  await stepButton(editor, 'Accept').click();
  const dialog = await openedDialog(editor);
  const summary = dialog.getByTestId('accept-summary');
  await expect(summary.getByText(`Reviews of round ${accepted.round}`)).toBeVisible();
  await expect(summary.getByRole('group', { name: accepted.reviewer })).toBeVisible();
  await expect(dialog.getByLabel(/Reason for accepting/)).toHaveCount(0);
  await dialog.getByLabel('Letter to the author').fill(accepted.letter);
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(editor.getByText('Status changed to Accepted')).toBeVisible();
}

/** Publishes on 2026-12-01 with a DOI; a malformed DOI is refused at its field first. */
export async function publishWithDoi(editor: Page, id: number) {
  await editor.goto(`/manuscripts/${id}`);
  await stepButton(editor, 'Publish').click();
  const dialog = await openedDialog(editor);
  await dialog.getByLabel('Publication date').fill('2026-12-01');
  const doi = dialog.getByLabel('DOI (optional)');
  await doi.fill('doi:estuary');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(doi).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('#workflow-doi-error')).toBeVisible();
  await doi.fill(`10.5555/colophon.${id}`);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByText('Status changed to Published')).toBeVisible();
  await expect(editor.getByRole('link', { name: `10.5555/colophon.${id}` })).toBeVisible();
  await expect(editor.getByText('Dec 1, 2026').first()).toBeVisible();
}
