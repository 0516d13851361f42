import { expect, test, type Page } from '@playwright/test';
import { openedDialog } from '../support/motion';
import { DEMO_PASSWORD, signIn } from '../support/session';

// Tags and the global search through the host, against the real API. Every
// test makes its own records with a unique stamp, so reruns never collide.

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const AUTHOR = { email: 'author@colophon.test', password: DEMO_PASSWORD };

/** A small but real PDF (the API checks the first bytes). */
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

async function token(page: Page) {
  return page.evaluate(() => localStorage.getItem('auth_token'));
}

/** Test data through the API with the signed-in session's token (not the features under test). */
async function createJournal(page: Page, title: string): Promise<number> {
  const res = await page.request.post('/api/v1/journals', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: { title, description: `About ${title}` },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function createManuscript(page: Page, journalId: number, title: string): Promise<number> {
  const res = await page.request.post(`/api/v1/journals/${journalId}/manuscripts`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
    multipart: {
      title,
      abstract: `An abstract about ${title}.`,
      keywords: 'e2e',
      manuscript_type: 'research_article',
      'authors[0][first_name]': 'Ada',
      'authors[0][last_name]': 'Lovelace',
      'authors[0][email]': 'ada@example.org',
      'authors[0][institution]': 'University of London',
      'authors[0][is_corresponding]': '1',
      'authors[0][author_order]': '1',
      manuscript_file: { name: 'paper.pdf', mimeType: 'application/pdf', buffer: pdf(title) },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/**
 * Picks an option of an open antd select by its text, typed into its search. Not chooseOption:
 * that one repeats a pick until the select shows it, and a repeated click in the tags' multiple
 * select would take the tag off again.
 */
async function pickOption(page: Page, text: string) {
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    hasText: text,
  });
  await expect(option.first()).toBeVisible();
  await option.first().click();
}

/** The top bar's search (its placeholder is the spec's 'Search journals, manuscripts, users...'). */
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search', exact: true });

test('creates a tag, tags a manuscript with it and filters the list by it', async ({ page }) => {
  const id = stamp();
  const tagName = `E2E tag ${id}`;
  await signIn(page);
  const journal = await createJournal(page, `Tag Journal ${id}`);
  const tagged = await createManuscript(page, journal, `Tagged manuscript ${id}`);
  await createManuscript(page, journal, `Untagged manuscript ${id}`);

  // Create the tag on /tags.
  await page.goto('/tags');
  await expect(page.getByRole('heading', { name: 'Tags', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Tag' }).click();
  const dialog = await openedDialog(page, 'Create Tag');
  await dialog.getByLabel('Name').fill(tagName);
  await dialog.getByRole('button', { name: 'Create Tag' }).click();
  await expect(page.getByText('Tag created successfully')).toBeVisible();
  await page.getByLabel('Search tags').fill(id);
  await page.getByLabel('Search tags').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tags\\?search=${id}`));
  const row = page.getByRole('row').filter({ hasText: tagName });
  await expect(row).toBeVisible();

  // Tag the manuscript in its edit form.
  await page.goto(`/manuscripts/${tagged}/edit`);
  const picker = page.getByLabel('Tags', { exact: true });
  await picker.click();
  await picker.fill(id);
  await pickOption(page, tagName);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Manuscript updated successfully')).toBeVisible();

  // The detail shows it; the list filters by it, in the URL.
  await page.goto(`/manuscripts/${tagged}`);
  await expect(page.getByRole('list', { name: 'Tags' }).getByText(tagName)).toBeVisible();
  await page.goto(`/manuscripts?search=${id}`);
  await expect(page.getByText(`Untagged manuscript ${id}`, { exact: true })).toBeVisible();
  const filter = page.getByRole('combobox', { name: 'Tag', exact: true });
  await filter.click();
  await filter.fill(id);
  await pickOption(page, tagName);
  await expect(page).toHaveURL(/[?&]tag=\d+/);
  await expect(page.getByText(`Tagged manuscript ${id}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Untagged manuscript ${id}`, { exact: true })).toBeHidden();

  // Its usage shows on /tags, and the delete confirmation says what it untags.
  await page.goto(`/tags?search=${id}`);
  await expect(row.getByRole('cell', { name: '1', exact: true }).first()).toBeVisible();
  await row.getByRole('button', { name: `Delete ${tagName}` }).click();
  await expect(
    page.getByText('It will be removed from 1 manuscript and 0 journals.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test('finds a journal from the top bar with the keyboard and opens it; Enter alone opens /search', async ({
  page,
}) => {
  const id = stamp();
  const title = `Quokka Studies ${id}`;
  await signIn(page);
  const journal = await createJournal(page, title);

  // ⌘K / Ctrl+K focuses the box from anywhere.
  const box = searchBox(page);
  await expect(box).toBeVisible();
  await expect(box).not.toBeFocused();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', 'Search journals, manuscripts, users...');
  await box.fill(`quokka ${id}`);
  const option = page.getByRole('option', { name: new RegExp(title) });
  await expect(option).toBeVisible();
  await expect(page.getByRole('group', { name: 'Journals' })).toBeVisible();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/journals/${journal}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Esc closes the list; Enter without a highlighted hit opens the results page.
  await box.fill(`quokka ${id}`);
  await expect(option).toBeVisible();
  await box.press('Escape');
  await expect(option).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=quokka(\\+|%20)${id}`));
  await expect(page.getByRole('tab', { name: 'Journals' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('tab', { name: 'Manuscripts' }).click();
  await expect(page).toHaveURL(/type=manuscripts/);
  await expect(page.getByText(`Nothing found for “quokka ${id}”.`)).toBeVisible();
});

test("an author does not find another author's manuscript", async ({ page, browser }) => {
  const id = stamp();
  const title = `Wombat burrows ${id}`;
  await signIn(page);
  const journal = await createJournal(page, `Wombat Journal ${id}`);
  await createManuscript(page, journal, title);

  // The administrator who submitted it finds it.
  await searchBox(page).fill(`wombat ${id}`);
  await expect(page.getByRole('option', { name: new RegExp(title) })).toBeVisible();

  // An author finds the journal (everyone may read journals) but not the manuscript.
  const context = await browser.newContext();
  const author = await context.newPage();
  await signIn(author, AUTHOR);
  const box = searchBox(author);
  await box.fill(`wombat ${id}`);
  await expect(
    author.getByRole('option', { name: new RegExp(`Wombat Journal ${id}`) }),
  ).toBeVisible();
  await expect(author.getByRole('group', { name: 'Manuscripts' })).toHaveCount(0);
  await expect(author.getByRole('option', { name: new RegExp(title) })).toHaveCount(0);
  await box.press('Enter');
  await author.getByRole('tab', { name: 'Manuscripts' }).click();
  await expect(author.getByText(`Nothing found for “wombat ${id}”.`)).toBeVisible();
  await expect(author.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  await context.close();
});
