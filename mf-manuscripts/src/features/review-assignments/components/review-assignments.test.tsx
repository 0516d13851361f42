import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ReviewAssignment } from '@colophon/shared/contracts';
import { ManuscriptsRoutes } from '../../../routes';
import { fakeApi, pageOf, type FakeRoute } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { signInAs, signOut } from '../../../testing/sign-in-as';

jest.setTimeout(60_000);

const REVIEWER = 7;

const assignment = (id: number, overrides: Partial<ReviewAssignment> = {}): ReviewAssignment => ({
  id,
  manuscript: { id: 12, title: 'Light in fibres', status: 'under_review' },
  round: 1,
  reviewer: { id: REVIEWER, name: 'Rita Reviewer' },
  status: 'invited',
  due_at: '2026-04-01T00:00:00.000Z',
  overdue: false,
  responded_at: null,
  created_at: '2026-03-10T00:00:00.000Z',
  review_id: null,
  ...overrides,
});

function serve(data: ReviewAssignment[], more: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET reviews/assignments': () => ({ status: 200, data: pageOf(data, { per_page: 15 }) }),
    ...more,
  });
}

let api: ReturnType<typeof serve> | undefined;
afterEach(() => {
  api?.restore();
  signOut();
});

describe('Review Assignments', () => {
  it('shows a reviewer their invitations with due dates and the action each allows', async () => {
    signInAs(['reviewer'], REVIEWER);
    api = serve([
      assignment(1),
      assignment(2, {
        manuscript: { id: 13, title: 'On letters', status: 'under_review' },
        status: 'accepted',
        overdue: true,
      }),
      assignment(3, {
        manuscript: { id: 14, title: 'Old news', status: 'accepted' },
        status: 'completed',
      }),
    ]);
    renderWithProviders(<ManuscriptsRoutes />, { route: '/reviews' });

    const invited = (await screen.findByText('Light in fibres')).closest('tr') as HTMLElement;
    expect(within(invited).getByText('Apr 1, 2026')).toBeInTheDocument();
    expect(within(invited).getByText('Accept', { selector: 'button *' })).toBeInTheDocument();
    expect(within(invited).getByText('Decline', { selector: 'button *' })).toBeInTheDocument();

    const accepted = screen.getByText('On letters').closest('tr') as HTMLElement;
    expect(within(accepted).getByText('Overdue')).toBeInTheDocument();
    expect(within(accepted).getByText('Write review').closest('a')).toHaveAttribute(
      'href',
      '/manuscripts/13?tab=reviews&write=1',
    );
    const completed = screen.getByText('Old news').closest('tr') as HTMLElement;
    expect(within(completed).queryByText('Write review')).not.toBeInTheDocument();
    expect(within(completed).queryByText('Accept', { selector: 'button *' })).toBeNull();
    // A reviewer sees only their own: no reviewer column.
    expect(screen.queryByText('Reviewer', { selector: 'th *, th' })).not.toBeInTheDocument();
  });

  it('keeps the status filter and the page in the URL and sends them', async () => {
    signInAs(['reviewer'], REVIEWER);
    api = serve([assignment(1)]);
    renderWithProviders(<ManuscriptsRoutes />, { route: '/reviews?status=overdue&page=2' });
    await screen.findByText('Light in fibres');
    expect(api.calls[0]).toMatchObject({
      url: 'reviews/assignments',
      params: { page: '2', per_page: '15', status: 'overdue' },
    });

    fireEvent.click(screen.getByText('Completed'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/reviews\?status=completed$/),
    );
    await waitFor(() =>
      expect(api?.calls.at(-1)?.params).toMatchObject({ page: '1', status: 'completed' }),
    );
  });

  it('keeps the search in the URL beside the status and sends it', async () => {
    signInAs(['reviewer'], REVIEWER);
    api = serve([assignment(1)]);
    renderWithProviders(<ManuscriptsRoutes />, { route: '/reviews?status=accepted&page=2' });
    await screen.findByText('Light in fibres');
    const box = screen.getByLabelText('Search review assignments');
    fireEvent.change(box, { target: { value: 'fibres' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/reviews\?status=accepted&search=fibres$/,
      ),
    );
    await waitFor(() =>
      expect(api?.calls.at(-1)?.params).toMatchObject({
        page: '1',
        status: 'accepted',
        search: 'fibres',
      }),
    );
  });

  it('ignores an unknown status in the URL and shows the empty state', async () => {
    signInAs(['reviewer'], REVIEWER);
    api = serve([]);
    renderWithProviders(<ManuscriptsRoutes />, { route: '/reviews?status=bogus' });
    expect(await screen.findByText('No review assignments')).toBeInTheDocument();
    expect(screen.getByText('Invitations to review appear here.')).toBeInTheDocument();
    expect(api.calls[0]?.params).not.toHaveProperty('status');
  });

  it('accepts an invitation', async () => {
    signInAs(['reviewer'], REVIEWER);
    api = serve([assignment(1)], {
      'POST invitations/1/accept': () => ({
        status: 200,
        data: { message: 'ok', data: assignment(1, { status: 'accepted' }) },
      }),
    });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/reviews' });
    fireEvent.click(await screen.findByText('Accept', { selector: 'button *' }));
    expect(await screen.findByText('Invitation accepted')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'post' && c.url === 'invitations/1/accept')).toBe(
      true,
    );
  });

  it('declines with an optional reason, in a dialog', async () => {
    signInAs(['reviewer'], REVIEWER);
    const bodies: unknown[] = [];
    api = serve([assignment(1)], {
      'POST invitations/1/decline': ({ body }) => {
        bodies.push(body);
        return {
          status: 200,
          data: { message: 'ok', data: assignment(1, { status: 'declined' }) },
        };
      },
    });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/reviews' });
    fireEvent.click(await screen.findByText('Decline', { selector: 'button *' }));
    expect(await screen.findByText('Decline the review of MS-12?')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Reason (optional)'), {
      target: { value: 'Outside my field' },
    });
    fireEvent.click(screen.getByText('Decline', { selector: '.ant-modal-footer button *' }));
    expect(await screen.findByText('Invitation declined')).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Outside my field' }]);
  });

  it("shows editors every reviewer's assignments, without a reviewer's actions", async () => {
    signInAs(['editor-in-chief'], 3);
    api = serve([assignment(1)]);
    renderWithProviders(<ManuscriptsRoutes />, { route: '/reviews' });
    const row = (await screen.findByText('Light in fibres')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Rita Reviewer')).toBeInTheDocument();
    expect(within(row).queryByText('Accept', { selector: 'button *' })).toBeNull();
  });
});
