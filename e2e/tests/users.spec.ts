// The users section through the host, against the real API: list filters,
// detail, role assignment, soft delete and restore, permanent delete, the
// CSV export, the create form, and the refusal of a role assignment to a non-admin
// (not offered to a non-admin; the API's 403 text when asked directly).
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  DEMO_PASSWORD,
  signIn,
  signInThroughForm,
  signOutThroughMenu,
  uniqueEmail,
} from '../support/session';
import { openedDialog } from '../support/motion';
import { chooseOption } from '../support/select';

const ROLES_FORBIDDEN =
  'You do not have permission to assign roles to this user. Admin or Super Admin role required.';

/** A token of a demo account, for arranging data through the API. */
async function tokenOf(request: APIRequestContext, email = ADMIN.email) {
  const res = await request.post('/api/v1/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Creates a user of this test through the API and returns it. */
async function createUser(request: APIRequestContext, name: string, roles: string[]) {
  const token = await tokenOf(request);
  const email = uniqueEmail('users-e2e');
  const res = await request.post('/api/v1/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, email, password: 'secret-pass', roles },
  });
  expect(res.status()).toBe(201);
  return { ...((await res.json()) as { data: { id: number } }).data, name, email };
}

const toast = (page: Page, text: string) => page.locator('.ant-notification').getByText(text);
const dialog = (page: Page) => page.getByRole('dialog');

const chooseRoleFilter = (page: Page, role: string) =>
  chooseOption(page, page.getByLabel('Filter by role'), role);

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search by name or email...').fill(text);
  await page.getByPlaceholder('Search by name or email...').press('Enter');
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('an admin filters by role, exports, assigns roles, deletes and restores a user', async ({
  page,
  request,
}) => {
  // A long journey on a machine shared by several suites: more than the default minute.
  test.setTimeout(120_000);
  const name = `Filter Person ${Date.now()}`;
  const target = await createUser(request, name, ['reviewer']);
  await signIn(page);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

  // Role and search filters go into the URL and narrow the list.
  await chooseRoleFilter(page, 'Reviewer');
  await search(page, name);
  await expect(page).toHaveURL(/role=reviewer/);
  await expect(row(page, name)).toBeVisible();
  await expect(row(page, name).getByText('reviewer')).toBeVisible();
  await chooseRoleFilter(page, 'Author');
  await expect(page.getByText('No users found')).toBeVisible();
  await chooseRoleFilter(page, 'Reviewer');
  await expect(row(page, name)).toBeVisible();

  // The CSV export carries the same filters.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('users.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toMatch(/^\uFEFF?id,name,email,status/);
  expect(csv).toContain(target.email);
  expect(csv.trim().split('\r\n')).toHaveLength(2);

  // The detail screen.
  await row(page, name).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${target.id}$`));
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Publications (0)' })).toBeVisible();

  // Role assignment: the count follows the checkboxes in singular or plural.
  await page.getByRole('button', { name: 'Edit Roles' }).click();
  await openedDialog(page);
  await expect(dialog(page).getByText('1 role selected')).toBeVisible();
  await dialog(page)
    .getByRole('checkbox', { name: /^Author/ })
    .check();
  await expect(dialog(page).getByText('2 roles selected')).toBeVisible();
  await dialog(page)
    .getByRole('checkbox', { name: /^Reviewer/ })
    .uncheck();
  await expect(dialog(page).getByText('1 role selected')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Save Roles' }).click();
  await expect(toast(page, 'Roles updated successfully')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  const header = page.locator('.ant-card').first();
  await expect(header.getByText('Author', { exact: true })).toBeVisible();
  await expect(header.getByText('Reviewer', { exact: true })).toBeHidden();

  // Soft delete: back to the list, where the user shows under Deleted with Restore.
  // The icon's name ('delete') is part of the button's.
  await page.getByRole('button', { name: /^(delete )?Delete$/ }).click();
  await openedDialog(page);
  await expect(dialog(page).getByText(/can be restored from the deleted users list/)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'User deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  await page.locator('.ant-segmented').getByText('Deleted', { exact: true }).click();
  await search(page, name);
  await expect(page).toHaveURL(/status=deleted/);
  await expect(row(page, name).getByText('Deleted')).toBeVisible();
  await row(page, name)
    .getByRole('button', { name: `Restore ${name}` })
    .click();
  await openedDialog(page);
  await expect(dialog(page).getByText(/Roles and permissions must be reassigned/)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(toast(page, 'User restored successfully')).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();

  // Restored, active again, without roles.
  await page.locator('.ant-segmented').getByText('Active', { exact: true }).click();
  await expect(row(page, name).getByText('Active')).toBeVisible();
  await expect(row(page, name).getByText('No roles')).toBeVisible();
});

test('a non-admin is not offered role assignment, and the API refuses it with the 403 text', async ({
  page,
}) => {
  await signIn(page, { email: 'author@colophon.test', password: DEMO_PASSWORD });
  const id = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.user?.id as number,
  );
  await page.goto(`/users/${id}`);
  // Their own record, without the admin's action: a screen offers only what one may use.
  await expect(page.getByText('Account Information')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Roles' })).toHaveCount(0);
  // The rule itself is the API's: asked directly, it answers the spec's 403 text.
  const token = await tokenOf(page.request, 'author@colophon.test');
  const res = await page.request.post(`/api/v1/users/${id}/roles`, {
    headers: { authorization: `Bearer ${token}` },
    data: { roles: ['author', 'reviewer'] },
  });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { message: string }).message).toBe(ROLES_FORBIDDEN);
});

test('an admin creates a user who can then sign in', async ({ page }) => {
  const email = uniqueEmail('created');
  const name = `Created Person ${Date.now()}`;
  await signIn(page);
  await page.goto('/users');
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);

  // The contract's validation first.
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('created-pass');
  await page.getByLabel('Institution').fill('Analytical Society');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, 'User created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/users\?sort=created_at&direction=desc/);
  await search(page, email);
  await expect(row(page, name).getByText('author')).toBeVisible();

  await signOutThroughMenu(page, /Admin/);
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, email, 'created-pass');
  // Signed in as the new user (the host returns to the page the session ended on).
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
});

test('a super-admin deletes a user permanently after typing the email', async ({
  page,
  request,
}) => {
  const name = `Gone Person ${Date.now()}`;
  const target = await createUser(request, name, ['author']);
  await signIn(page, { email: 'superadmin@colophon.test', password: DEMO_PASSWORD });
  await page.goto(`/users/${target.id}`);
  await page.getByRole('button', { name: 'Delete Permanently' }).click();
  await openedDialog(page);
  const confirm = dialog(page).getByRole('button', { name: 'Delete Permanently' });
  await expect(confirm).toBeDisabled();
  await dialog(page)
    .getByLabel(/type the user's email/)
    .fill(target.email);
  await confirm.click();
  await expect(toast(page, 'User permanently deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  await search(page, name);
  await expect(page.getByText('No users found')).toBeVisible();
});
