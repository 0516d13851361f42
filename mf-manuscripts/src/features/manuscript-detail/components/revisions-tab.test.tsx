import { screen } from '@testing-library/react';
import { manuscriptDetailFixture } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RevisionsTab } from './revisions-tab';

jest.setTimeout(60_000);

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

it('names who uploaded each version when the reader may know', async () => {
  renderWithProviders(<RevisionsTab manuscript={manuscriptDetailFixture()} onUpload={() => {}} />);
  await screen.findByText('paper-v2.pdf');
  expect(headers()).toContain('Uploaded by');
  expect(screen.getAllByText('Aziz Author')).toHaveLength(2);
});

it('shows no uploader at all to a double-blind reviewer, rather than empty names', async () => {
  const blind = manuscriptDetailFixture();
  blind.revisions = blind.revisions.map((r, i) => ({
    ...r,
    submitter: null,
    file_name: `manuscript-v${i + 1}.pdf`,
  }));
  renderWithProviders(<RevisionsTab manuscript={blind} onUpload={() => {}} />);
  expect(await screen.findByText('manuscript-v1.pdf')).toBeInTheDocument();
  expect(headers()).toEqual(['Version', 'File', 'Changes', 'Uploaded', 'Actions']);
  expect(screen.queryByText('Aziz Author')).not.toBeInTheDocument();
});
