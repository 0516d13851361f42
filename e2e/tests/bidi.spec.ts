import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../support/session';

// In Urdu (right to left) English content can be laid out wrongly — an
// abstract's full stop jumped to its front, the DOI read "xyz123/10.1000", an
// e-mail's bracket moved. Values people entered are isolated (dir="auto",
// <bdi>), identifiers are left to right, and the text boxes follow suit.

const EDITOR = { email: 'editor@colophon.test', password: DEMO_PASSWORD };
const ABSTRACT = 'Light bends in glass fibres (see section 2). It stays inside.';
const DOI = '10.1000/xyz123';

const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** An English manuscript with a DOI, made through the API as the editor. */
async function englishManuscript(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/v1/auth/login', { data: EDITOR });
  const headers = { authorization: `Bearer ${(await login.json()).access_token as string}` };
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
      title: `Optical fibres, revisited ${Date.now()}`,
      abstract: ABSTRACT,
      doi: DOI,
      'authors[0][first_name]': 'Eleanor',
      'authors[0][last_name]': 'Editor',
      'authors[0][email]': 'editor@colophon.test',
      'authors[0][institution]': 'Colophon',
      'authors[0][is_corresponding]': '1',
      'authors[0][author_order]': '1',
      manuscript_file: { name: 'fibres.pdf', mimeType: 'application/pdf', buffer: pdf() },
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data.id as number;
}

async function inUrdu(page: Page) {
  await signIn(page, EDITOR);
  await page.evaluate(() => localStorage.setItem('colophon.language', 'ur'));
}

/** Where a piece of an element's text is drawn: the left edge of its first occurrence. */
function leftOf(locator: Locator, piece: string): Promise<number> {
  return locator.evaluate((element, text) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(text);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      return range.getBoundingClientRect().left;
    }
    throw new Error(`"${text}" is not in the element`);
  }, piece);
}

test('in Urdu, an English abstract, its DOI and the e-mail keep their own order', async ({
  page,
  request,
}, testInfo) => {
  const id = await englishManuscript(request);
  await inUrdu(page);
  await page.goto(`/manuscripts/${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The abstract: its own direction (left to right), so the full stop ends the sentence.
  const abstract = page.getByText(ABSTRACT, { exact: true });
  await expect(abstract).toHaveAttribute('dir', 'auto');
  await expect(abstract).toHaveCSS('unicode-bidi', 'plaintext');
  await expect(abstract).toHaveCSS('direction', 'ltr');
  expect(await leftOf(abstract, 'inside.')).toBeGreaterThan(await leftOf(abstract, 'Light'));
  expect(await leftOf(abstract, '(see')).toBeLessThan(await leftOf(abstract, '2)'));

  // The DOI: isolated and left to right, "10.1000" before "xyz123".
  const doi = page.locator('bdi', { hasText: DOI });
  await expect(doi).toHaveAttribute('dir', 'ltr');
  expect(await leftOf(doi, '10.1000')).toBeLessThan(await leftOf(doi, 'xyz123'));

  // The corresponding author's e-mail is isolated inside its brackets.
  const email = page.locator('bdi', { hasText: 'editor@colophon.test' }).first();
  await expect(email).toHaveAttribute('dir', 'ltr');

  // The title in the page header keeps its own direction too.
  await expect(page.getByRole('heading', { level: 1 }).locator('bdi')).toHaveAttribute(
    'dir',
    'auto',
  );
  await page.screenshot({ path: testInfo.outputPath('manuscript-ur.png'), fullPage: true });

  // The form: the DOI box (and its placeholder) is left to right in Urdu; a
  // free-text box takes the direction of what is typed.
  await page.goto(`/manuscripts/${id}/edit`);
  const doiBox = page.getByRole('textbox', { name: 'DOI' });
  await expect(doiBox).toHaveAttribute('dir', 'ltr');
  await expect(doiBox).toHaveCSS('direction', 'ltr');
  await expect(doiBox).toHaveValue(DOI);
  // 'خلاصہ': Abstract.
  const abstractBox = page.getByRole('textbox', { name: /خلاصہ/ });
  await expect(abstractBox).toHaveCSS('unicode-bidi', 'plaintext');
  await page.screenshot({ path: testInfo.outputPath('manuscript-form-ur.png'), fullPage: true });
});
