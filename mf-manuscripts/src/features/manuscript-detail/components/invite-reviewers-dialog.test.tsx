import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ManuscriptsRoutes } from '../../../routes';
import { fakeApi } from '../../../testing/fake-api';
import { manuscriptDetailFixture } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { candidateFixture } from '../../../testing/reviewer-candidate-fixture';
import { defaultDueDate } from '../lib/due-date';

jest.setTimeout(60_000);

const candidate = candidateFixture;

const rounds = {
  data: [
    {
      id: 1,
      round: 1,
      status: 'open',
      created_at: '2026-03-03T12:00:00.000Z',
      closed_at: null,
      invitations: [
        {
          id: 5,
          manuscript_id: 12,
          round_id: 1,
          round: 1,
          reviewer: { id: 20, name: 'Rita Reviewer' },
          status: 'accepted',
          due_at: '2026-03-24T00:00:00.000Z',
          overdue: true,
          responded_at: null,
          decline_reason: null,
          created_at: '2026-03-03T12:00:00.000Z',
        },
      ],
      reviews: [],
    },
  ],
  meta: { can_invite: true },
};

function serve() {
  const posted: { url: string; body: unknown }[] = [];
  const searches: unknown[] = [];
  const api = fakeApi({
    'GET manuscripts/12': () => ({ status: 200, data: { data: manuscriptDetailFixture() } }),
    'GET manuscripts/12/review-rounds': () => ({ status: 200, data: rounds }),
    'GET manuscripts/12/reviewer-candidates': ({ params }) => {
      searches.push((params as { search?: string } | undefined)?.search);
      return {
        status: 200,
        data: {
          suggested: [candidate(31, 'Sam Suggested', { score: 0.9, fit: 80, open_reviews: 4 })],
          data: [candidate(32, 'Olga Other', { median_turnaround_days: null })],
          previous_round: [],
          max_open_reviews: null,
        },
      };
    },
    'POST manuscripts/12/invitations': ({ body }) => {
      posted.push({ url: 'manuscripts/12/invitations', body });
      return { status: 201, data: { message: 'ok', data: {} } };
    },
    'POST invitations/5/cancel': () => {
      posted.push({ url: 'invitations/5/cancel', body: null });
      return { status: 200, data: { message: 'ok', data: {} } };
    },
  });
  return { api, posted, searches };
}

let current: ReturnType<typeof serve> | undefined;
afterEach(() => current?.api.restore());

describe('the review rounds and the invite dialog', () => {
  it('shows each round with its reviewers, status and due date', async () => {
    current = serve();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=reviews' });
    const round = await screen.findByTestId('review-round');
    expect(within(round).getByText('Round 1 · open')).toBeInTheDocument();
    const row = within(round).getByText('Rita Reviewer').closest('tr') as HTMLElement;
    expect(within(row).getByText('Accepted')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getByText('Mar 24, 2026')).toBeInTheDocument();
  });

  it('ranks the suggested reviewers first, defaults the due date and invites the chosen ones', async () => {
    current = serve();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=reviews' });
    fireEvent.click(await screen.findByText('Invite Reviewers', { selector: 'button *' }));

    const rows = await screen.findAllByTestId('reviewer-candidate');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Sam Suggested'),
      expect.stringContaining('Olga Other'),
    ]);
    expect(within(rows[0]!).getByText('Suggested')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('4 open reviews · median 12 days');
    expect(rows[1]).toHaveTextContent('no completed review yet');
    expect(screen.getByLabelText('Due date')).toHaveValue(defaultDueDate());

    fireEvent.click(
      screen.getByText('Send Invitations', { selector: '.ant-modal-footer button *' }),
    );
    expect(await screen.findByText('Choose at least one reviewer')).toBeInTheDocument();
    expect(current.posted).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Invite Sam Suggested'));
    fireEvent.click(screen.getByLabelText('Invite Olga Other'));
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2099-01-31' } });
    fireEvent.click(
      screen.getByText('Send Invitations', { selector: '.ant-modal-footer button *' }),
    );
    expect(await screen.findByText('2 invitations sent')).toBeInTheDocument();
    expect(current.posted).toEqual([
      { url: 'manuscripts/12/invitations', body: { reviewer_id: 31, due_date: '2099-01-31' } },
      { url: 'manuscripts/12/invitations', body: { reviewer_id: 32, due_date: '2099-01-31' } },
    ]);
  });

  it('searches candidates and refuses a due date in the past', async () => {
    current = serve();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=reviews' });
    fireEvent.click(await screen.findByText('Invite Reviewers', { selector: 'button *' }));
    await screen.findAllByTestId('reviewer-candidate');
    const search = screen.getByLabelText('Search reviewers');
    fireEvent.change(search, { target: { value: 'optics' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(current?.searches).toContain('optics'));

    fireEvent.click(await screen.findByLabelText('Invite Olga Other'));
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2001-01-01' } });
    fireEvent.click(
      screen.getByText('Send Invitations', { selector: '.ant-modal-footer button *' }),
    );
    expect(
      await screen.findByText(/past/i, { selector: '#invite-due-date-error' }),
    ).toBeInTheDocument();
    expect(current.posted).toHaveLength(0);
  });

  it('cancels an invitation after confirming', async () => {
    current = serve();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=reviews' });
    fireEvent.click(await screen.findByText('Cancel invitation', { selector: 'button *' }));
    fireEvent.click(
      await screen.findByText('Cancel invitation', { selector: '.ant-popconfirm button *' }),
    );
    expect(await screen.findByText('Invitation cancelled')).toBeInTheDocument();
    expect(current.posted).toEqual([{ url: 'invitations/5/cancel', body: null }]);
  });
});
