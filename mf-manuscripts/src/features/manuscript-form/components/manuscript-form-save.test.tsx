import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@colophon/shared';
import { ManuscriptsRoutes } from '../../../routes';
import { fillValidForm, mockJournals } from '../../../testing/form-test-helpers';
import { manuscriptDetailFixture } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { signInAs, signOut } from '../../../testing/sign-in-as';

jest.setTimeout(60_000);

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('saving the manuscript form', () => {
  it('posts the multipart create, then the authors call, and returns an author to My Submissions', async () => {
    signInAs(['author']);
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
    // The toast lives 3 s: finding it is the check (it may be gone again on a slow machine).
    await screen.findByText('Manuscript created successfully');
    // Latest first, the new manuscript named for the list to mark.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/submissions\?sort=updated_at&direction=desc(&highlight=77)?$/,
      ),
    );

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
    await screen.findByText('Please fix the highlighted errors');
    expect(
      await screen.findByText('The email is already an author here. Another problem.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This journal does not accept new submissions.', {
        selector: '#manuscript-journal_id-error',
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/manuscripts/create');
  });

  it('saves an edit with PUT (authors included), then the authors call', async () => {
    signInAs(['editor-in-chief']);
    const manuscript = manuscriptDetailFixture({ status: 'draft' });
    jest.spyOn(apiClient, 'get').mockImplementation((url: string) =>
      Promise.resolve(
        url === 'manuscripts/12'
          ? { data: { data: manuscript } }
          : {
              data: {
                data: [],
                meta: { current_page: 1, per_page: 100, last_page: 1, total: 0 },
              },
            },
      ),
    );
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue({ data: { message: 'ok', data: manuscript } });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { message: 'ok' } });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12/edit' });

    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Light in fibres');
    // The journal of the manuscript stays selectable though it is not among the journals listed.
    expect(screen.getByText('Journal of Optics')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: 'Light in hollow fibres' } });
    fireEvent.click(screen.getByLabelText('Remove author 2'));
    fireEvent.click(screen.getByText('Save Changes'));

    await screen.findByText('Manuscript updated successfully');
    expect(put).toHaveBeenCalledWith('manuscripts/12', {
      title: 'Light in hollow fibres',
      abstract: 'Abstract of Light in fibres',
      keywords: ['optics', 'fibres'],
      manuscript_type: 'research_article',
      doi: null,
      journal_id: 4,
      tag_ids: [],
      authors: [expect.objectContaining({ email: 'ada@example.org', author_order: 1 })],
    });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('manuscripts/12/authors', expect.any(Object)),
    );
    // Staff return to the Manuscripts list, latest first, the manuscript named.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/manuscripts\?sort=updated_at&direction=desc(&highlight=12)?$/,
      ),
    );
  });
});
