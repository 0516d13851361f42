import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { openedDialog } from '../support/motion';
import { E2E_PORTS } from '../support/ports';
import { answerConfirm, DEMO_PASSWORD, signIn } from '../support/session';
import { chooseOption } from '../support/select';

const AUTHOR = { email: 'author@colophon.test', password: DEMO_PASSWORD };
const EDITOR = { email: 'editor@colophon.test', password: DEMO_PASSWORD };
const BASE_URL = `http://localhost:${E2E_PORTS.host}`;

/** A small but real PDF (the API checks the first bytes). */
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

async function signedIn(browser: Browser, account: typeof AUTHOR): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** A workflow button: its name is the icon's label, then the action. */
const stepButton = (page: Page, action: string) =>
  page.getByRole('button', { name: new RegExp(`^(\\S+ )?${action}$`) });

/**
 * Opens the dialog of a workflow step, writes its text (the letter to the
 * author, or the note for editors) and confirms.
 */
async function takeStep(
  page: Page,
  action: string,
  text: string,
  field: 'Letter to the author' | 'Note for editors' = 'Letter to the author',
) {
  await stepButton(page, action).click();
  const dialog = await openedDialog(page);
  await expect(dialog.getByText(new RegExp(`^${action}: MS-\\d+$`))).toBeVisible();
  await dialog.getByLabel(field).fill(text);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const timelineStatuses = (page: Page) =>
  page
    .getByTestId('timeline-entry')
    .evaluateAll((entries) => entries.map((e) => (e as HTMLElement).dataset.status));

test('from submission to publication: author, editor, revision, decision', async ({ browser }) => {
  test.setTimeout(150_000);
  const title = `Light in hollow fibres ${Date.now()}`;

  // The author submits a manuscript with two authors and a PDF.
  const author = await signedIn(browser, AUTHOR);
  await author
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: 'My Submissions' })
    .click();
  await expect(author).toHaveURL(/\/submissions$/);
  await author.getByRole('link', { name: 'New Submission' }).click();
  await expect(author).toHaveURL(/\/manuscripts\/create$/);
  // The list can still be on screen while the form loads (its sortable
  // "Title" header is labelled too): wait for the form, and fill its field.
  await expect(author.getByRole('heading', { name: 'New Manuscript' })).toBeVisible();

  await author.locator('form').getByLabel('Title', { exact: true }).fill(title);
  await author.getByLabel('Abstract').fill('We guide light through hollow-core fibres.');
  // The options arrive with the journals query; a click that lands while the
  // list re-renders is lost, so pick again until the placeholder gives way.
  const journal = author.locator('.ant-select-item-option:not(.ant-select-item-option-disabled)');
  await expect(async () => {
    await author.getByLabel('Journal').click();
    await journal.first().click();
    await expect(author.getByText('Select a journal')).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await author.getByLabel('Keywords').fill('optics, fibres');
  await author.locator('#authors-0-first_name').fill('Ada');
  await author.locator('#authors-0-last_name').fill('Lovelace');
  await author.locator('#authors-0-email').fill('ada.e2e@example.org');
  await author.locator('#authors-0-institution').fill('University of London');
  await author.getByRole('button', { name: 'Add Author' }).click();
  await author.locator('#authors-1-first_name').fill('Alan');
  await author.locator('#authors-1-last_name').fill('Turing');
  await author.locator('#authors-1-email').fill('alan.e2e@example.org');
  await author.locator('#authors-1-institution').fill('University of Manchester');
  await author.locator('#authors-1-orcid').fill('0000-0002-1825-0097');
  await author.locator('#manuscript-file').setInputFiles({
    name: 'hollow-fibres.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(title),
  });
  await expect(author.getByText('hollow-fibres.pdf')).toBeVisible();
  await author.getByRole('button', { name: 'Submit Manuscript' }).click();

  // An author's submission lands on My Submissions, latest first.
  await expect(author).toHaveURL(/\/submissions\?sort=updated_at&direction=desc/);
  await expect(author.getByText('Manuscript created successfully')).toBeVisible();

  await author
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: 'My Submissions' })
    .click();
  const link = author.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  const id = (await link.getAttribute('href'))!.split('/').pop()!;
  const row = author.getByRole('row').filter({ has: link });
  await expect(row.getByText('submitted')).toBeVisible();

  // The editor sends it to review, then asks for a revision.
  const editor = await signedIn(browser, EDITOR);
  await editor.goto(`/manuscripts/${id}`);
  await expect(editor.getByRole('heading', { name: title })).toBeVisible();
  await editor.getByRole('tab', { name: /Authors/ }).click();
  await expect(editor.getByRole('cell', { name: 'Alan Turing' })).toBeVisible();
  await editor.getByRole('tab', { name: 'Overview' }).click();
  await takeStep(editor, 'Send to Review', 'Two reviewers, please.', 'Note for editors');
  await expect(editor.getByText('Status changed to Under Review')).toBeVisible();
  await takeStep(editor, 'Request Revision', 'Please add the loss measurements.');
  await expect(stepButton(editor, 'Accept')).toHaveCount(0);

  // The author uploads a revision: it becomes current, v2.
  await author.goto(`/manuscripts/${id}`);
  await expect(author.getByText('Please add the loss measurements.')).toBeVisible();
  // The note for editors never reaches the author.
  await expect(author.getByText('Two reviewers, please.')).toHaveCount(0);
  await author.getByRole('button', { name: 'Upload Revision' }).first().click();
  const upload = await openedDialog(author);
  await upload.locator('#revision-file').setInputFiles({
    name: 'hollow-fibres-v2.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(`${title} v2`),
  });
  await expect(upload.getByText('hollow-fibres-v2.pdf')).toBeVisible();
  await upload.getByLabel('Summary of changes').fill('Added the loss measurements.');
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(author.getByText('Revision v2 uploaded successfully')).toBeVisible();
  await expect(author.getByText('v2', { exact: true }).first()).toBeVisible();
  await author.getByRole('tab', { name: /Revisions/ }).click();
  await expect(author.getByRole('row', { name: /v2\s*Current/ })).toBeVisible();

  // The editor accepts and publishes.
  await editor.reload();
  await expect(editor.getByText('Revised', { exact: true }).first()).toBeVisible();
  // No review was written: accepting asks for a reason of its own (kept for the editors).
  await stepButton(editor, 'Accept').click();
  const accept = await openedDialog(editor);
  await accept.getByLabel('Letter to the author').fill('Ready for print.');
  await accept
    .getByLabel('Reason for accepting without a completed review')
    .fill('Invited paper, read by the board.');
  await accept.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(accept).toBeHidden();
  await takeStep(editor, 'Publish', 'In the March issue.');
  await expect(stepButton(editor, 'Publish')).toHaveCount(0);

  // The timeline shows every step, with its notes.
  await expect
    .poll(() => timelineStatuses(editor))
    .toEqual([
      'draft',
      'submitted',
      'under_review',
      'revision_requested',
      'revised',
      'accepted',
      'published',
    ]);
  for (const note of [
    'Two reviewers, please.',
    'Please add the loss measurements.',
    'Added the loss measurements.',
    'Ready for print.',
    'In the March issue.',
  ]) {
    await expect(editor.getByText(note)).toBeVisible();
  }
  await author.context().close();
  await editor.context().close();
});

/** A manuscript of the editor, made through the API. */
async function editorsManuscript(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/v1/auth/login', { data: EDITOR });
  const token = (await login.json()).access_token as string;
  const headers = { authorization: `Bearer ${token}` };
  const journals = await request.get('/api/v1/journals', {
    params: { page: 1, per_page: 100 },
    headers,
  });
  const open = (
    (await journals.json()).data as { id: number; is_active: boolean; status: string }[]
  ).find((j) => j.is_active && j.status === 'active')!;
  const created = await request.post(`/api/v1/journals/${open.id}/manuscripts`, {
    headers,
    multipart: {
      title: `Editor's private draft ${Date.now()}`,
      abstract: 'Not for authors.',
      'authors[0][first_name]': 'Eleanor',
      'authors[0][last_name]': 'Editor',
      'authors[0][email]': 'editor@colophon.test',
      'authors[0][institution]': 'Colophon',
      'authors[0][is_corresponding]': '1',
      'authors[0][author_order]': '1',
      manuscript_file: { name: 'draft.pdf', mimeType: 'application/pdf', buffer: pdf('draft') },
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data.id as number;
}

test("an author cannot open another author's manuscript", async ({ page, request }) => {
  const id = await editorsManuscript(request);
  await signIn(page, AUTHOR);
  await page.goto(`/manuscripts/${id}`);
  await expect(page.getByRole('heading', { name: 'Manuscript not found' })).toBeVisible();
  await page.goto(`/manuscripts/${id}/edit`);
  await expect(page.getByRole('heading', { name: 'Manuscript not found' })).toBeVisible();
});

test('the form shows the validation messages and asks before leaving', async ({ page }) => {
  await signIn(page, AUTHOR);
  await page.goto('/manuscripts/create');
  await page.getByRole('button', { name: 'Remove author 1' }).click();
  await expect(page.getByText('At least one author is required')).toBeVisible();
  // Author 1 starts as the signed-in author; emptied, its own rules speak.
  await page.locator('#authors-0-first_name').fill('');
  await page.locator('#authors-0-institution').fill('');
  await page.getByRole('button', { name: 'Submit Manuscript' }).click();
  for (const message of [
    'Title is required',
    'Abstract is required',
    'Journal selection is required',
    'Author first name is required',
    'Author institution is required',
    'The manuscript file is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.locator('#manuscript-file').setInputFiles({
    name: 'virus.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ this is not a pdf'),
  });
  await expect(
    page.getByText('The manuscript file must be a PDF, DOC or DOCX document'),
  ).toBeVisible();

  // Something typed: leaving through the host's sidebar asks first.
  await page.getByLabel('Title', { exact: true }).fill('Half a thought');
  await page.getByRole('navigation').first().getByRole('link', { name: 'Dashboard' }).click();
  const question = page.locator('.ant-modal-confirm-title', { hasText: 'Leave this page?' });
  await expect(question).toBeVisible();
  await answerConfirm(page, 'Stay');
  await expect(page).toHaveURL(/\/manuscripts\/create$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Half a thought');
  await page.getByRole('navigation').first().getByRole('link', { name: 'Dashboard' }).click();
  await answerConfirm(page, 'Leave');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('filters and paging of the list live in the URL and survive a reload', async ({ page }) => {
  await signIn(page, EDITOR);
  await page.goto('/manuscripts');
  await expect(page.getByRole('table')).toBeVisible();

  await chooseOption(page, page.getByLabel('Filter by status'), 'Under Review');
  await expect(page).toHaveURL(/status=under_review/);
  await page.getByLabel('Search manuscripts').fill('the');
  await page.getByLabel('Search manuscripts').press('Enter');
  await expect(page).toHaveURL(/search=the/);

  await page.reload();
  await expect(page).toHaveURL(/status=under_review/);
  await expect(page.getByLabel('Search manuscripts')).toHaveValue('the');
  await expect(page.locator('.ant-select').filter({ hasText: 'Under Review' })).toBeVisible();
  const badges = page.locator('tbody [data-status]');
  await expect(badges.first()).toBeVisible();
  for (const status of await badges.evaluateAll((b) =>
    b.map((e) => e.getAttribute('data-status')),
  )) {
    expect(status).toBe('under_review');
  }
});
