import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@colophon/shared';
import { type Manuscript } from '@colophon/shared/contracts';
import { ManuscriptsRoutes } from '../../../routes';
import { manuscriptDetailFixture, permissionsOf } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(60_000);

/** Serves the manuscript; `served.current` is what the API holds now. */
function serve(manuscript: Manuscript) {
  const served = { current: manuscript };
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation((url: string) =>
      url === `manuscripts/${manuscript.id}`
        ? Promise.resolve({ data: { data: served.current } })
        : Promise.reject(new Error(`unexpected GET ${url}`)),
    );
  return served;
}

const TAB = { selector: '[role="tab"], [role="tab"] *' };
const button = (name: string) => screen.queryByText(name, { selector: 'button *' });

afterEach(() => jest.restoreAllMocks());

describe('the manuscript detail', () => {
  it('shows MS-id and version, the four tabs and the timeline of decisions', async () => {
    serve(manuscriptDetailFixture());
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });

    expect(await screen.findByText('Light in fibres', { selector: 'h1 bdi' })).toBeInTheDocument();
    expect(screen.getAllByText('MS-12').length).toBeGreaterThan(0);
    expect(screen.getAllByText('v2').length).toBeGreaterThan(0);
    for (const tab of ['Overview', 'Authors', 'Revisions', 'Reviews']) {
      expect(screen.getByText(tab, TAB)).toBeInTheDocument();
    }
    expect(screen.getByText('Created as a draft')).toBeInTheDocument();
    expect(screen.getByText('Two reviewers please')).toBeInTheDocument();
    const entries = screen.getAllByTestId('timeline-entry').map((e) => e.dataset.status);
    expect(entries).toEqual(['draft', 'submitted', 'under_review']);
  });

  it('offers exactly the transitions the server allows, plus the revision upload', async () => {
    serve(manuscriptDetailFixture());
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
    await screen.findByText('Editorial workflow');

    for (const name of ['Request Revision', 'Accept', 'Reject', 'Withdraw', 'Upload Revision']) {
      expect(button(name)).toBeInTheDocument();
    }
    for (const name of ['Submit', 'Send to Review', 'Publish']) {
      expect(button(name)).not.toBeInTheDocument();
    }
  });

  it('shows no step to a reader the server allows none', async () => {
    serve(
      manuscriptDetailFixture({
        allowed_transitions: [],
        permissions: permissionsOf(),
      }),
    );
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
    expect(
      await screen.findByText('No workflow action is open to you at this stage.'),
    ).toBeInTheDocument();
    expect(button('Edit')).not.toBeInTheDocument();
    expect(button('Delete')).not.toBeInTheDocument();
  });

  it('posts a decision on the status call with the letter and the note for editors apart', async () => {
    const served = serve(manuscriptDetailFixture());
    const accepted = manuscriptDetailFixture({
      status: 'accepted',
      allowed_transitions: ['published'],
    });
    const post = jest.spyOn(apiClient, 'post').mockImplementation(() => {
      served.current = accepted;
      return Promise.resolve({ data: { message: 'ok', data: accepted } });
    });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });

    fireEvent.click((await screen.findByText('Accept', { selector: 'button *' })) as HTMLElement);
    expect(await screen.findByText('Accept: MS-12')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Letter to the author'), {
      target: { value: 'Clear and sound.' },
    });
    fireEvent.change(screen.getByLabelText('Note for editors'), {
      target: { value: 'Fast-tracked for the spring issue.' },
    });
    fireEvent.click(screen.getByText('Accept', { selector: '.ant-modal-footer button *' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('manuscripts/12/status', {
        status: 'accepted',
        letter: 'Clear and sound.',
        internal_note: 'Fast-tracked for the spring issue.',
      }),
    );
    await screen.findByText('Status changed to Accepted');
    expect(await screen.findByText('Publish', { selector: 'button *' })).toBeInTheDocument();
  });

  it('asks for no letter when the change is no decision: withdrawing carries a note for editors only', async () => {
    serve(manuscriptDetailFixture());
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: { message: 'ok', data: manuscriptDetailFixture({ status: 'withdrawn' }) },
    });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });

    fireEvent.click((await screen.findByText('Withdraw', { selector: 'button *' })) as HTMLElement);
    await screen.findByText('Withdraw: MS-12');
    expect(screen.queryByLabelText('Letter to the author')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Note for editors'), {
      target: { value: 'The authors asked by phone.' },
    });
    fireEvent.click(screen.getByText('Withdraw', { selector: '.ant-modal-footer button *' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('manuscripts/12/status', {
        status: 'withdrawn',
        internal_note: 'The authors asked by phone.',
      }),
    );
  });

  it("shows the status call's error on notes (the letter, as it was called) on the letter", async () => {
    serve(manuscriptDetailFixture());
    jest.spyOn(apiClient, 'post').mockRejectedValue({
      status: 422,
      message: 'The given data was invalid.',
      errors: { notes: ['decision.notesRequired'] },
    });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });

    fireEvent.click(
      (await screen.findByText('Request Revision', { selector: 'button *' })) as HTMLElement,
    );
    fireEvent.change(await screen.findByLabelText('Letter to the author'), {
      target: { value: 'Please revise.' },
    });
    fireEvent.click(
      screen.getByText('Request Revision', { selector: '.ant-modal-footer button *' }),
    );
    expect(
      await screen.findByText('Notes to the author are required for this decision', {
        selector: '[id="workflow-letter-error"]',
      }),
    ).toBeInTheDocument();
    expect(document.getElementById('workflow-internal-note-error')).toBeNull();
  });

  it('submits a draft through the submit call with its journal', async () => {
    serve(
      manuscriptDetailFixture({ status: 'draft', allowed_transitions: ['submitted', 'withdrawn'] }),
    );
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: { message: 'ok', data: manuscriptDetailFixture({ status: 'submitted' }) },
    });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });

    fireEvent.click((await screen.findByText('Submit', { selector: 'button *' })) as HTMLElement);
    await screen.findByText('Submit: MS-12');
    fireEvent.click(screen.getByText('Submit', { selector: '.ant-modal-footer button *' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('manuscripts/12/submit', {
        journal_id: 4,
        notes: undefined,
      }),
    );
  });

  it('lists revisions newest first and reviews with their stars', async () => {
    serve(manuscriptDetailFixture());
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=revisions' });

    // The file name is isolated (its own direction), its size beside it.
    const file = await screen.findByText('paper-v2.pdf');
    expect(file.parentElement).toHaveTextContent('paper-v2.pdf (20 KB)');
    // The size is isolated too: right to left, its parentheses would otherwise swap sides.
    expect(screen.getAllByText('(20 KB)')[0]!.tagName).toBe('BDI');
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')].map((r) => r.textContent);
    expect(rows[0]).toContain('v2');
    expect(rows[0]).toContain('Current');
    expect(rows[1]).toContain('Initial submission');

    fireEvent.click(screen.getByText('Reviews', TAB));
    expect(await screen.findByLabelText('Rated 4 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Anonymous reviewer', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/manuscripts/12?tab=reviews');
  });

  it("says 'Manuscript not found' on a 404 (someone else's, or none)", async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockRejectedValue({ status: 404, message: 'Manuscript not found', errors: {} });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/999' });
    expect(await screen.findByText('Manuscript not found')).toBeInTheDocument();
  });

  it('deletes after confirming, and returns to the list', async () => {
    serve(manuscriptDetailFixture({ status: 'draft' }));
    const remove = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValue({ data: { message: 'Manuscript deleted successfully' } });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });

    fireEvent.click((await screen.findByText('Delete', { selector: 'button *' })) as HTMLElement);
    await screen.findByText('Delete MS-12?', { selector: '.ant-modal-confirm-title' });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Delete', { selector: '.ant-modal-confirm-btns button *' }));

    await screen.findByText('Manuscript deleted successfully');
    expect(remove).toHaveBeenCalledWith('manuscripts/12');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/manuscripts$/),
    );
  });
});
