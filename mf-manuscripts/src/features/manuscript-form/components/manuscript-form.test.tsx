import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@colophon/shared';
import { ManuscriptsRoutes } from '../../../routes';
import { mockJournals, type } from '../../../testing/form-test-helpers';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(60_000);

afterEach(() => jest.restoreAllMocks());

describe('the manuscript form', () => {
  it('shows every required-field message and the missing file on submit', async () => {
    mockJournals();
    const post = jest.spyOn(apiClient, 'post');
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/create' });

    fireEvent.click(await screen.findByText('Submit Manuscript'));
    await screen.findByText('Please fix the highlighted errors');
    for (const message of [
      'Title is required',
      'Abstract is required',
      'Journal selection is required',
      'Author first name is required',
      'Author last name is required',
      'Author email is required',
      'Author institution is required',
      'The manuscript file is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('shows an inactive journal but does not let it be chosen', async () => {
    mockJournals();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/create' });
    await waitFor(() => expect(apiClient.get).toHaveBeenCalled());
    expect(apiClient.get).toHaveBeenCalledWith('journals', { params: { page: 1, per_page: 100 } });

    fireEvent.mouseDown(screen.getByLabelText('Journal'));
    const closed = await screen.findByText('Closed Quarterly (not accepting submissions)');
    expect(closed.closest('.ant-select-item-option')).toHaveClass(
      'ant-select-item-option-disabled',
    );
  });

  it('keeps the last author, marks one corresponding at a time, checks ORCID and email', async () => {
    mockJournals();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/create' });

    fireEvent.click(await screen.findByLabelText('Remove author 1'));
    expect(await screen.findByText('At least one author is required')).toBeInTheDocument();
    expect(screen.getByText('Author 1')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Add Author'));
    expect(await screen.findByText('Author 2')).toBeInTheDocument();
    expect(screen.queryByText('At least one author is required')).not.toBeInTheDocument();
    const first = document.querySelector('#authors-0-is_corresponding') as HTMLInputElement;
    const second = document.querySelector('#authors-1-is_corresponding') as HTMLInputElement;
    expect([first.checked, second.checked]).toEqual([true, false]);
    expect((document.querySelector('#authors-1-order') as HTMLInputElement).value).toBe('2');

    fireEvent.click(second);
    await waitFor(() => expect([first.checked, second.checked]).toEqual([false, true]));

    fireEvent.click(first);
    fireEvent.click(first);
    fireEvent.change(document.querySelector('#authors-0-orcid')!, { target: { value: '0000' } });
    fireEvent.change(document.querySelector('#authors-1-email')!, { target: { value: 'x@' } });
    fireEvent.click(screen.getByText('Submit Manuscript'));
    expect(
      await screen.findByText('At least one corresponding author is required'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Invalid ORCID format (e.g., 0000-0002-1825-0097)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Remove author 2'));
    await waitFor(() => expect(screen.queryByText('Author 2')).not.toBeInTheDocument());
  });

  it('refuses a file that is not a PDF, DOC or DOCX before uploading anything', async () => {
    mockJournals();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/create' });
    await screen.findByText('Submit Manuscript');
    const fake = new File(['MZ\x90\x00'], 'paper.pdf', { type: 'application/pdf' });
    fireEvent.change(document.querySelector('#manuscript-file') as HTMLInputElement, {
      target: { files: [fake] },
    });
    expect(
      await screen.findByText('The manuscript file must be a PDF, DOC or DOCX document'),
    ).toBeInTheDocument();
    expect(screen.queryByText('paper.pdf')).not.toBeInTheDocument();
  });

  it('asks before a dirty form is left, and stays when told to', async () => {
    mockJournals();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/create' });
    await screen.findByText('Submit Manuscript');
    type('Title', 'Half written');

    fireEvent.click(screen.getByLabelText('Back to Manuscripts'));
    const question = { selector: '.ant-modal-confirm-title' };
    expect(await screen.findByText('Leave this page?', question)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Stay'));
    await waitFor(() =>
      expect(screen.queryByText('Leave this page?', question)).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/manuscripts/create');

    fireEvent.click(screen.getByText('Cancel'));
    fireEvent.click(await screen.findByText('Leave'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/manuscripts$/),
    );
  });
});
