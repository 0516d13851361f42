// Discussions of a manuscript: an editor starts one with the author, with a
// file; the author sees the unread count on the tab, opens the thread (which
// marks it read) and replies with a file of their own; the editor sees the reply.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openedDialog } from '../support/motion';
import { authHeader, EDITOR } from '../support/api-access';
import { ADMIN, DEMO_PASSWORD, signIn, uniqueEmail } from '../support/session';

/** A small but real PDF (the API checks its first bytes and its trailer). */
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** A new author (made by an administrator) with a submitted manuscript; its id. */
async function authorWithManuscript(request: APIRequestContext, title: string) {
  const author = { email: uniqueEmail('discussing'), password: DEMO_PASSWORD };
  const created = await request.post('/api/v1/users', {
    headers: await authHeader(request, ADMIN),
    data: { name: 'Dana Discussant', ...author, roles: ['author'] },
  });
  expect(created.status()).toBe(201);
  const headers = await authHeader(request, author);
  const journals = await request.get('/api/v1/journals', {
    params: { status: 'active', per_page: 1 },
    headers,
  });
  const journal = ((await journals.json()).data as { id: number }[])[0]!;
  const submitted = await request.post(`/api/v1/journals/${journal.id}/manuscripts`, {
    headers,
    multipart: {
      title,
      abstract: 'How sea ice thins under a warmer ocean.',
      keywords: 'sea ice',
      manuscript_type: 'research_article',
      'authors[0][first_name]': 'Dana',
      'authors[0][last_name]': 'Discussant',
      'authors[0][email]': author.email,
      'authors[0][institution]': 'Tromsø Polar Institute',
      'authors[0][is_corresponding]': '1',
      'authors[0][author_order]': '1',
      submit: '1',
      manuscript_file: { name: 'ice.pdf', mimeType: 'application/pdf', buffer: pdf(title) },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return { author, id: (await submitted.json()).data.id as number };
}

/** Picks a file for the form's "Attach a file" (the upload's hidden input). */
const attach = (scope: ReturnType<Page['locator']>, name: string) =>
  scope.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: pdf(name),
  });

test('an editor and an author exchange messages with files in a discussion', async ({
  browser,
  request,
}) => {
  // Two people in two browser contexts, each signing in, uploading and reading: more steps
  // than the default minute allows on a busy two-core machine.
  test.setTimeout(150_000);
  const title = `Sea ice ${Date.now()}`;
  const { author, id } = await authorWithManuscript(request, title);
  const discussions = `/manuscripts/${id}?tab=discussions`;

  // The editor starts a discussion with the author, with a file.
  const editorPage = await (await browser.newContext()).newPage();
  await signIn(editorPage, EDITOR);
  await editorPage.goto(discussions);
  await editorPage.getByRole('button', { name: 'New discussion' }).first().click();
  const dialog = await openedDialog(editorPage, 'New discussion');
  // A manuscript without reviewers yet: the authors are the one choice, chosen already.
  await expect(dialog.getByTitle('The authors')).toBeVisible();
  await dialog.getByLabel('Subject').fill('Figure 3 is missing');
  await dialog.getByLabel('Message').fill('The PDF has no figure 3: here is what we received.');
  await attach(dialog, 'received.pdf');
  await expect(dialog.getByText('received.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Start discussion' }).click();
  const editorThread = editorPage.getByTestId('discussion-thread-view');
  await expect(editorThread.getByRole('heading', { name: 'Figure 3 is missing' })).toBeVisible();
  await expect(editorThread.getByRole('button', { name: /Download received\.pdf/ })).toBeVisible();

  // The author sees one unread message on the tab, opens the thread and replies with a file.
  const authorPage = await (await browser.newContext()).newPage();
  await signIn(authorPage, author);
  await authorPage.goto(`/manuscripts/${id}`);
  await expect(authorPage.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  const tab = authorPage.getByRole('tab', { name: /Discussions/ });
  await expect(tab).toHaveAccessibleName(/Discussions\s*1 unread/);
  await tab.click();
  await authorPage
    .getByTestId('discussion-thread')
    .filter({ hasText: 'Figure 3 is missing' })
    .click();
  const authorThread = authorPage.getByTestId('discussion-thread-view');
  const messages = authorThread.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('The PDF has no figure 3')).toBeVisible();
  await expect(messages.getByRole('button', { name: /Download received\.pdf/ })).toBeVisible();
  // Opening it read it.
  await expect(tab).toHaveAccessibleName('Discussions');
  await authorThread.getByLabel('Your reply').fill('Sorry: the complete PDF is attached.');
  await attach(authorThread, 'complete.pdf');
  await authorThread.getByRole('button', { name: 'Send' }).click();
  await expect(messages.getByTestId('discussion-message')).toHaveCount(2);

  // The editor sees the reply, its file and its writer.
  await editorPage.reload();
  const reply = editorPage
    .getByTestId('discussion-message')
    .filter({ hasText: 'the complete PDF is attached' });
  await expect(reply).toContainText('Dana Discussant (Author)');
  await expect(reply.getByRole('button', { name: /Download complete\.pdf/ })).toBeVisible();
});
