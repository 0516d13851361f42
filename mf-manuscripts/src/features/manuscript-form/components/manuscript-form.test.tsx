import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@colophon/shared';
import { ManuscriptsRoutes } from '../../../routes';
import { manuscriptDetailFixture } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(60_000);

const journals = {
  data: [
    { id: 4, title: 'Journal of Optics', is_active: true, status: 'active' },
    { id: 9, title: 'Closed Quarterly', is_active: false, status: 'inactive' },
  ],
  meta: { current_page: 1, per_page: 100, last_page: 1, total: 2 },
};

const pdf = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])], 'paper.pdf', {
    type: 'application/pdf',
  });

function mockJournals() {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === 'journals') return Promise.resolve({ data: journals });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function pickJournal(title: string) {
  fireEvent.mouseDown(screen.getByLabelText('Journal'));
  fireEvent.click(await screen.findByText(title, { selector: '.ant-select-item-option-content' }));
}

async function fillValidForm() {
  type('Title', 'Light in fibres');
  type('Abstract', 'We guide light.');
  await pickJournal('Journal of Optics');
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email', 'ada@example.org');
  type('Institution', 'University of London');
  fireEvent.change(document.querySelector('#manuscript-file') as HTMLInputElement, {
    target: { files: [pdf()] },
  });
  expect(await screen.findByText('paper.pdf')).toBeInTheDocument();
}

afterEach(() => jest.restoreAllMocks());

describe('the manuscript form', () => {
  it('shows every required-field message and the missing file on submit', async () => {
    mockJournals();
    const post = jest.spyOn(apiClient, 'post');
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/create' });

    fireEvent.click(await screen.findByText('Submit Manuscript'));
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
    expect(await screen.findByText('Please fix the highlighted errors')).toBeInTheDocument();
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

  it('posts the multipart create, then the authors call, and returns to the list', async () => {
    mockJournals();
    const created = manuscriptDetailFixture({ id: 77, status: 'draft' });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockImplementation((url: string) =>
        Promise.resolve(
          url === 'journals/4/manuscripts'
            ? { data: { message: 'Manuscript created successfully', data: created } }
            : { data: { message: 'Authors updated successfully', data: created.authors } },
        ),
      );
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/create' });
    await screen.findByText('Save Draft');
    await fillValidForm();

    fireEvent.click(screen.getByText('Save Draft'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/manuscripts$/),
    );
    expect(await screen.findByText('Manuscript created successfully')).toBeInTheDocument();

    const [url, body, config] = post.mock.calls[0]!;
    expect(url).toBe('journals/4/manuscripts');
    const form = body as FormData;
    expect(form.get('title')).toBe('Light in fibres');
    expect(form.get('journal_id')).toBe('4');
    expect(form.get('submit')).toBe('0');
    expect(form.get('authors[0][email]')).toBe('ada@example.org');
    expect(form.get('authors[0][is_corresponding]')).toBe('1');
    expect(form.get('authors[0][author_order]')).toBe('1');
    expect((form.get('manuscript_file') as File).name).toBe('paper.pdf');
    expect(config).toEqual(expect.objectContaining({ onUploadProgress: expect.any(Function) }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('manuscripts/77/authors', {
        authors: expect.arrayContaining([
          expect.objectContaining({ email: 'ada@example.org', author_order: 1 }),
        ]),
      }),
    );
  });

  it('maps every server message onto its field with the highlighted-errors toast', async () => {
    mockJournals();
    jest.spyOn(apiClient, 'post').mockRejectedValue({
      status: 422,
      message: 'This journal does not accept new submissions.',
      errors: {
        journal_id: ['This journal does not accept new submissions.'],
        'authors.0.email': ['The email is already an author here.', 'Another problem.'],
      },
    });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/create' });
    await screen.findByText('Submit Manuscript');
    await fillValidForm();

    fireEvent.click(screen.getByText('Submit Manuscript'));
    expect(
      await screen.findByText('The email is already an author here. Another problem.'),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('This journal does not accept new submissions.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('Please fix the highlighted errors')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/manuscripts/create');
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
