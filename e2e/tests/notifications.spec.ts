// Notifications and the profile: an author's bell shows a new
// notification within seconds of an editor's decision, without a reload, and
// it opens the manuscript; the profile's change-password form puts a wrong
// current password on its field and accepts the right one.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { authHeader, EDITOR } from '../support/api-access';
import { ADMIN, DEMO_PASSWORD, signIn, uniqueEmail } from '../support/session';

/** A new account holding only the author role, made by an administrator. */
async function newAuthor(request: APIRequestContext) {
  const account = { email: uniqueEmail('author'), password: DEMO_PASSWORD };
  const created = await request.post('/api/v1/users', {
    headers: await authHeader(request, ADMIN),
    data: { name: 'Nadia Notified', ...account, roles: ['author'] },
  });
  expect(created.status()).toBe(201);
  return { ...account, id: (await created.json()).data.id as number };
}

/** A small but real PDF (the API checks the first bytes). */
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** The author submits a manuscript through the API; returns its id. */
async function submitManuscript(
  request: APIRequestContext,
  author: { email: string; password: string },
  title: string,
) {
  const headers = await authHeader(request, author);
  const journals = await request.get('/api/v1/journals', {
    params: { status: 'active', per_page: 1 },
    headers,
  });
  const journal = ((await journals.json()).data as { id: number }[])[0]!;
  const created = await request.post(`/api/v1/journals/${journal.id}/manuscripts`, {
    headers,
    multipart: {
      title,
      abstract: 'How monsoon rainfall is forecast with coupled ocean models.',
      keywords: 'monsoon, forecasting',
      manuscript_type: 'research_article',
      'authors[0][first_name]': 'Nadia',
      'authors[0][last_name]': 'Notified',
      'authors[0][email]': author.email,
      'authors[0][institution]': 'Karachi Institute of Climate',
      'authors[0][is_corresponding]': '1',
      'authors[0][author_order]': '1',
      submit: '1',
      manuscript_file: { name: 'monsoon.pdf', mimeType: 'application/pdf', buffer: pdf(title) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.id as number;
}

test('the author’s bell shows an editor’s decision without a reload and opens the manuscript', async ({
  page,
  request,
}) => {
  const author = await newAuthor(request);
  const title = `Monsoon forecasts ${Date.now()}`;
  const id = await submitManuscript(request, author, title);

  await signIn(page, author);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  // The submission's acknowledgement is the one notification so far.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  const decided = await request.post(`/api/v1/manuscripts/${id}/decisions`, {
    headers: await authHeader(request, EDITOR),
    data: { decision: 'send_to_review' },
  });
  expect(decided.status()).toBe(200);

  // No reload: the bell's poll brings it (every 10 s while the tab is visible).
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 20_000 });
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  // Keyboard users land in the dialog.
  await expect(dialog.getByRole('heading', { name: 'Notifications' })).toBeFocused();
  const link = dialog.getByRole('link', {
    name: new RegExp(`“${title}” has been sent to peer review`),
  });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/manuscripts/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // Opening it marked it read (the acknowledgement stays unread).
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
});

test('the profile changes the password only with the right current one', async ({
  page,
  request,
}) => {
  const author = await newAuthor(request);
  await signIn(page, author);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  // In the page: the account menu, drawn closed in the top bar, carries the email too.
  await expect(page.getByRole('main').getByText(author.email)).toBeVisible();
  await expect(page.getByRole('link', { name: /Edit profile/ })).toHaveAttribute(
    'href',
    `/users/${author.id}/edit`,
  );

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('a-fresh-passphrase-42');
  await form.getByLabel('Confirm new password').fill('a-fresh-passphrase-42');
  await form.getByRole('button', { name: 'Change password' }).click();
  const current = form.getByLabel('Current password');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('The current password is incorrect')).toBeVisible();

  await current.fill(author.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  const login = await request.post('/api/v1/auth/login', {
    data: { email: author.email, password: 'a-fresh-passphrase-42' },
  });
  expect(login.status()).toBe(200);
});
