import { expect, test, type Locator, type Page } from '@playwright/test';
import { openedDialog } from '../support/motion';
import { signIn } from '../support/session';
import { expectToastAndClose } from '../support/toast';

// The categories section through the host, against the real API. Every test
// makes its own categories with a unique stamp, so reruns and other specs
// sharing the database never collide.

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Created {
  id: number;
  name: string;
}

/** Creates a category through the API with the signed-in session's token (test data, not the feature under test). */
async function createCategory(
  page: Page,
  body: { name: string; parent_id?: number | null; order?: number },
): Promise<Created> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const res = await page.request.post('/api/v1/categories', {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: Created };
  return data;
}

const treeItem = (page: Page, name: string) =>
  page.getByRole('treeitem').filter({ has: page.getByRole('link', { name, exact: true }) });

/** Opens a tree row's children (a no-op when already open). */
async function expand(page: Page, name: string) {
  const row = treeItem(page, name);
  await expect(row).toBeVisible();
  if ((await row.getAttribute('aria-expanded')) !== 'true') {
    await row.locator('.ant-tree-switcher').click();
  }
  await expect(row).toHaveAttribute('aria-expanded', 'true');
}

/** The names of the given rows in the order the tree shows them. */
async function shownOrder(page: Page, names: string[]) {
  const all = await page.getByRole('treeitem').getByRole('link').allTextContents();
  return all.filter((name) => names.includes(name));
}

/**
 * Drags one row into the lower half of another (antd's Tree reads that as
 * "after it"), with real mouse moves in small steps so every dragover fires.
 */
async function dragBelow(page: Page, source: Locator, target: Locator) {
  // The tree may re-render right after it expands (its query settling): measure again
  // until both rows hold still, then drag.
  let from = { x: 0, y: 0, width: 0, height: 0 };
  let to = from;
  await expect(async () => {
    await source.scrollIntoViewIfNeeded({ timeout: 2_000 });
    const boxes = [await source.boundingBox(), await target.boundingBox()];
    expect(boxes[0] && boxes[1]).toBeTruthy();
    [from, to] = boxes as [typeof from, typeof from];
  }).toPass({ timeout: 15_000 });
  // Start on the row's blank middle, not on its link; drop at the same x (same level, no indent change).
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 + 4, { steps: 3 });
  await page.mouse.move(x, to.y + to.height * 0.8, { steps: 12 });
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('creates a parent and a child through the form; search finds the child as a flat match', async ({
  page,
}) => {
  const id = stamp();
  const parent = `Parent ${id}`;
  const child = `Child ${id}`;

  await page.goto('/categories');
  await page.getByRole('link', { name: 'Add Category' }).click();
  await expect(page).toHaveURL(/\/categories\/create$/);

  // An empty name is refused at the field.
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category name is required')).toBeVisible();
  await expect(page.getByText('Please fix the errors in the form')).toBeVisible();

  await page.getByLabel('Name').fill(parent);
  await page.getByRole('button', { name: 'Create Category' }).click();
  // Closed: the child's creation below shows the same words, and must be judged by its own toast.
  await expectToastAndClose(page, 'Category created successfully');
  await expect(page).toHaveURL(/\/categories$/);

  await page.getByRole('link', { name: 'Add Category' }).click();
  await page.getByLabel('Name').fill(child);
  await page.getByLabel('Description').fill('Made by the end-to-end suite');
  await page.getByLabel('Parent category').click();
  await page.getByLabel('Parent category').fill(parent);
  await page.locator('.ant-select-tree-title', { hasText: parent }).click();
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/categories$/);

  // The child sits under the parent in the tree.
  await expand(page, parent);
  await expect(treeItem(page, child)).toBeVisible();

  // Searching shows a flat list of matches, each with its parents.
  await page.getByLabel('Search categories').fill(`child ${id}`);
  await page.getByLabel('Search categories').press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=child`, 'i'));
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: child, exact: true })).toBeVisible();
  await expect(table.getByText(`in ${parent}`)).toBeVisible();
  await expect(table.getByRole('link', { name: parent, exact: true })).toHaveCount(0);
  await expect(page.getByRole('tree')).toHaveCount(0);

  // The detail shows the parent link and the slug.
  await table.getByRole('link', { name: child, exact: true }).click();
  await expect(page.getByRole('heading', { name: child })).toBeVisible();
  await expect(page.getByRole('link', { name: parent, exact: true })).toBeVisible();
  await expect(page.getByText(`child-${id}`)).toBeVisible();
});

test('dragging a category below its sibling reorders it, and the order survives a reload', async ({
  page,
}) => {
  const id = stamp();
  const parent = await createCategory(page, { name: `Drag parent ${id}` });
  const first = await createCategory(page, {
    name: `Alpha ${id}`,
    parent_id: parent.id,
    order: 0,
  });
  const second = await createCategory(page, {
    name: `Beta ${id}`,
    parent_id: parent.id,
    order: 1,
  });
  const names = [first.name, second.name];

  await page.goto('/categories');
  await expand(page, parent.name);
  await expect.poll(() => shownOrder(page, names)).toEqual([first.name, second.name]);

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/categories/reorder') && r.request().method() === 'POST',
  );
  await dragBelow(page, treeItem(page, first.name), treeItem(page, second.name));
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Category order saved')).toBeVisible();
  await expect.poll(() => shownOrder(page, names)).toEqual([second.name, first.name]);

  await page.reload();
  await expand(page, parent.name);
  await expect.poll(() => shownOrder(page, names)).toEqual([second.name, first.name]);
});

test('a refused move is rolled back with an error toast', async ({ page }) => {
  const id = stamp();
  const parent = await createCategory(page, { name: `Rollback parent ${id}` });
  const first = await createCategory(page, { name: `One ${id}`, parent_id: parent.id, order: 0 });
  const second = await createCategory(page, { name: `Two ${id}`, parent_id: parent.id, order: 1 });
  const names = [first.name, second.name];
  // The server refuses this one move (as it would a stale tree or a lost permission).
  await page.route('**/api/v1/categories/reorder', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The new order was refused.', errors: {} }),
    }),
  );

  await page.goto('/categories');
  await expand(page, parent.name);
  await dragBelow(page, treeItem(page, first.name), treeItem(page, second.name));
  await expect(
    page.getByText(/Failed to save the new order: The new order was refused\./),
  ).toBeVisible();
  await expect.poll(() => shownOrder(page, names)).toEqual([first.name, second.name]);
});

test('editing a parent cannot pick the parent itself or its own child', async ({ page }) => {
  const id = stamp();
  const parent = await createCategory(page, { name: `Edited parent ${id}` });
  const child = await createCategory(page, { name: `Own child ${id}`, parent_id: parent.id });
  const other = await createCategory(page, { name: `Elsewhere ${id}` });

  await page.goto(`/categories/${parent.id}/edit`);
  await expect(page.getByLabel('Name')).toHaveValue(parent.name);
  const picker = page.getByLabel('Parent category');
  await picker.click();
  await picker.fill(id);
  const options = page.locator('.ant-select-tree-title');
  await expect(options.filter({ hasText: other.name })).toBeVisible();
  await expect(options.filter({ hasText: child.name })).toHaveCount(0);
  await expect(options.filter({ hasText: parent.name })).toHaveCount(0);
});

test("deleting a category with children shows the server's refusal; a leaf goes", async ({
  page,
}) => {
  const id = stamp();
  const parent = await createCategory(page, { name: `Undeletable ${id}` });
  const child = await createCategory(page, { name: `Keeps it ${id}`, parent_id: parent.id });
  const confirmDelete = async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = await openedDialog(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
  };

  await page.goto(`/categories/${parent.id}`);
  await expect(page.getByRole('heading', { name: parent.name })).toBeVisible();
  await confirmDelete();
  await expect(page.getByText('Cannot delete a category that has subcategories.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/categories/${parent.id}$`));

  // The subcategory is a leaf: it goes, and the detail returns to the list.
  await page.getByRole('link', { name: child.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: child.name })).toBeVisible();
  await confirmDelete();
  await expect(page.getByText('Category deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/categories$/);
  await page.goto(`/categories/${child.id}`);
  await expect(page.getByText('Category not found')).toBeVisible();
});

/** The signed-in session's view of one category through the API (parent and exact order). */
async function placeOf(page: Page, id: number) {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const res = await page.request.get(`/api/v1/categories/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { parent_id: number | null; order: number } };
  return { parent_id: data.parent_id, order: data.order };
}

test('"Move into…" from the row menu by keyboard; Undo puts it back exactly, also after a reload', async ({
  page,
}) => {
  const id = stamp();
  const home = await createCategory(page, { name: `Home ${id}` });
  await createCategory(page, { name: `Stays ${id}`, parent_id: home.id, order: 2 });
  const mover = await createCategory(page, { name: `Mover ${id}`, parent_id: home.id, order: 5 });
  const target = await createCategory(page, { name: `Target ${id}` });

  await page.goto('/categories');
  await expand(page, home.name);
  // The row menu from the keyboard: focus its button, open it, pick "Move into…". An Enter
  // that lands while the freshly expanded row is still settling opens nothing, and one that
  // lands on an open menu closes it (its item stays visible while it fades out, then is
  // gone): press only while the menu is closed, and try again until the dialog is open.
  const moveInto = page.getByRole('menuitem', { name: 'Move into…' });
  const dialog = page.getByRole('dialog', { name: `Move "${mover.name}" into…` });
  await expect(async () => {
    if (await dialog.isVisible()) return;
    if (!(await moveInto.isVisible())) {
      await page.getByRole('button', { name: `Move ${mover.name}` }).focus();
      await page.keyboard.press('Enter');
    }
    await moveInto.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const picker = dialog.getByRole('combobox', { name: 'New parent' });
  await expect(picker).toBeFocused();
  // Typing filters the valid parents; Enter takes the match.
  await page.keyboard.type(target.name);
  await expect(page.locator('.ant-select-item-option', { hasText: target.name })).toBeVisible();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByText('Category order saved')).toBeVisible();
  await expand(page, target.name);
  await expect(treeItem(page, mover.name)).toHaveAttribute('aria-level', '2');
  expect(await placeOf(page, mover.id)).toEqual({ parent_id: target.id, order: 0 });

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.getByText('The move was undone: the category is back where it was.'),
  ).toBeVisible();
  expect(await placeOf(page, mover.id)).toEqual({ parent_id: home.id, order: 5 });
  await page.reload();
  await expand(page, home.name);
  await expect(treeItem(page, mover.name)).toBeVisible();
  expect(await shownOrder(page, [`Stays ${id}`, mover.name])).toEqual([`Stays ${id}`, mover.name]);
});

test('a deleted leaf comes back with Undo, with its id, parent and position', async ({ page }) => {
  const id = stamp();
  const parent = await createCategory(page, { name: `Keeper ${id}` });
  const leaf = await createCategory(page, { name: `Regret ${id}`, parent_id: parent.id, order: 3 });

  await page.goto(`/categories/${leaf.id}`);
  await expect(page.getByRole('heading', { name: leaf.name })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = await openedDialog(page);
  await expect(
    dialog.getByText(
      `"${leaf.name}" will be deleted. You can undo this from the message that follows.`,
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/categories$/);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`"${leaf.name}" was restored where it was.`)).toBeVisible();
  expect(await placeOf(page, leaf.id)).toEqual({ parent_id: parent.id, order: 3 });
  await page.reload();
  await expand(page, parent.name);
  await expect(treeItem(page, leaf.name)).toBeVisible();
});
