import { act, screen } from '@testing-library/react';
import { i18n } from '@colophon/shared';
import { fakeApi } from '../../../testing/fake-api';
import { manuscriptDetailFixture } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OverviewTab } from './overview-tab';

jest.setTimeout(60_000);

// The editors' overview also lists the authors' suggested and excluded reviewers.
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'GET manuscripts/12/reviewer-preferences': () => ({
      status: 200,
      data: { data: { suggested: [], excluded: [] } },
    }),
  });
});
afterEach(() => api.restore());
afterEach(() => act(() => void i18n.changeLanguage('en')));

// In the Urdu (right-to-left) layout an English abstract kept the page's
// direction: its full stop showed at its front, a DOI read "xyz123/10.1000",
// an e-mail's bracket moved. Each value someone entered is isolated.
it('isolates a mixed-direction abstract, the DOI and the e-mail in Urdu', async () => {
  const abstract = 'Light bends in fibres (see §2) — روشنی.\nA second paragraph, in English.';
  renderWithProviders(
    <div dir="rtl">
      <OverviewTab
        manuscript={manuscriptDetailFixture({
          abstract,
          doi: '10.1000/xyz123',
          status_history: [],
        })}
      />
    </div>,
  );
  await act(() => i18n.changeLanguage('ur'));

  // The abstract's element takes its direction from its own text, paragraph by paragraph.
  const paragraph = await screen.findByText(/Light bends in fibres/);
  expect(paragraph).toHaveAttribute('dir', 'auto');
  expect(paragraph).toHaveStyle({ unicodeBidi: 'plaintext', whiteSpace: 'pre-line' });
  expect(paragraph.textContent).toBe(abstract);

  // Identifiers are isolated and left to right.
  const doi = screen.getByText('10.1000/xyz123');
  expect(doi.tagName).toBe('BDI');
  expect(doi).toHaveAttribute('dir', 'ltr');
  const email = screen.getByText('ada@example.org');
  expect(email.tagName).toBe('BDI');
  expect(email).toHaveAttribute('dir', 'ltr');

  // Names and keywords are isolated with their own direction.
  for (const text of ['Ada Lovelace', 'optics']) {
    const element = screen.getByText(text);
    expect(element.tagName).toBe('BDI');
    expect(element).toHaveAttribute('dir', 'auto');
  }
});
