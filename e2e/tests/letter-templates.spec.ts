import { expect, type Locator, test, type Page } from '@playwright/test';
import { waitForMotionEnd } from '../support/motion';
import { signIn } from '../support/session';

// Letter templates through the host, against the real API: an administrator
// adapts a journal's "major revisions" letter in Urdu. The journal and its
// manuscript are made through the API with a unique stamp.

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Picks `title` in the antd select `combobox` (the visible list only: the top bar's search keeps
 * a select list of its own in the page), repeating a click lost to the list's opening motion.
 */
async function pick(page: Page, combobox: Locator, title: string) {
  const option = page.locator(
    `.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`,
  );
  await expect(async () => {
    if (!(await option.isVisible())) await combobox.click();
    await waitForMotionEnd(page, 'ant-select-dropdown', 2_000);
    await option.click({ timeout: 2_000 });
    await expect(option).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** A small but real PDF (the API checks the first bytes). */
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

async function authorization(page: Page) {
  return {
    Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth_token'))}`,
  };
}

async function createJournal(page: Page, title: string): Promise<number> {
  const res = await page.request.post('/api/v1/journals', {
    headers: await authorization(page),
    data: { title, description: `About ${title}` },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function createManuscript(page: Page, journalId: number, title: string): Promise<number> {
  const res = await page.request.post(`/api/v1/journals/${journalId}/manuscripts`, {
    headers: await authorization(page),
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

test('an administrator edits a journal’s Urdu "major revisions" letter; an unknown field is refused; the preview merges it', async ({
  page,
}) => {
  const tag = stamp();
  await signIn(page);
  const journal = await createJournal(page, `Letters Journal ${tag}`);
  const title = `Letters manuscript ${tag}`;
  const manuscript = await createManuscript(page, journal, title);

  // The tab lives in the URL; with eight tabs it may sit in the tab bar's overflow menu.
  await page.goto(`/journals/${journal}?tab=letters`);
  const section = page.locator('.colophon-section-journals');
  await expect(section.getByRole('tab', { name: 'Letters' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await pick(
    page,
    section.getByRole('combobox', { name: 'Letter template' }),
    'Decision: major revisions',
  );
  await section.getByText('اردو', { exact: true }).click();
  await expect(page).toHaveURL(/letter=decision_major_revisions&lang=ur/);

  const body = section.getByLabel('Letter', { exact: true });
  await expect(body).toHaveAttribute('dir', 'rtl');
  await expect(section.getByLabel('Subject', { exact: true })).toHaveValue(/بڑی ترامیم/);
  await body.fill('محترم {{recipient.name}}،\n\n{{author.nam}}');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Unknown merge field {{author.nam}}')).toBeVisible();
  await expect(body).toHaveAttribute('aria-invalid', 'true');

  await body.fill(
    `محترم {{recipient.name}}،\n\n“{{manuscript.title}}” میں بڑی ترامیم درکار ہیں (${tag})۔`,
  );
  await section.getByRole('button', { name: 'Save' }).click();
  // Saved as the journal's own text (the tag above the form says where the text comes from).
  await expect(section.getByText("This journal's text")).toBeVisible();

  await pick(page, section.getByLabel('Manuscript', { exact: true }), `#${manuscript} ${title}`);
  await section.getByRole('button', { name: 'Preview', exact: true }).click();
  const letter = section.getByRole('article', { name: 'The previewed letter' });
  await expect(letter).toContainText(`“${title}” میں بڑی ترامیم درکار ہیں (${tag})۔`);
  await expect(letter).toContainText('محترم ');
  await expect(letter).not.toContainText('{{');
});
