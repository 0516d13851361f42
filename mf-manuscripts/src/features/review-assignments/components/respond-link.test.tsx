import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type ReviewAssignment } from '@colophon/shared/contracts';
import { ManuscriptsRoutes } from '../../../routes';
import { fakeApi, pageOf, type FakeRoute } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { signInAs, signOut } from '../../../testing/sign-in-as';

jest.setTimeout(60_000);

const REVIEWER = 7;

const invitation = (overrides: Partial<ReviewAssignment> = {}): ReviewAssignment => ({
  id: 5,
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

function serve(answer: ReviewAssignment | null, more: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET reviews/assignments': () => ({ status: 200, data: pageOf(answer ? [answer] : []) }),
    'GET invitations/5': () =>
      answer
        ? { status: 200, data: { data: answer } }
        : { status: 404, data: { message: 'Invitation not found' } },
    ...more,
  });
}

let api: ReturnType<typeof serve> | undefined;
beforeEach(() => signInAs(['reviewer'], REVIEWER));
afterEach(() => {
  api?.restore();
  signOut();
});

const open = (query: string) =>
  renderWithProviders(<ManuscriptsRoutes />, { route: `/reviews?${query}` });

describe('the accept and decline links of an invitation e-mail', () => {
  it('accept: shows the invitation in a dialog, accepts on confirm, then leaves the list', async () => {
    api = serve(invitation(), {
      'POST invitations/5/accept': () => ({
        status: 200,
        data: { message: 'ok', data: invitation({ status: 'accepted' }) },
      }),
    });
    open('invitation=5&respond=accept');
    expect(await screen.findByText('Accept the invitation to review MS-12?')).toBeInTheDocument();
    expect(
      screen.getByText('Round 1, review due Apr 1, 2026. The editors are told that you accepted.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Accept', { selector: '.ant-modal-footer button *' }));
    expect(await screen.findByText('Invitation accepted')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'post').map((c) => c.url)).toEqual([
      'invitations/5/accept',
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reviews$/));
  });

  it('decline: asks for the optional reason and sends it', async () => {
    const bodies: unknown[] = [];
    api = serve(invitation(), {
      'POST invitations/5/decline': ({ body }) => {
        bodies.push(body);
        return { status: 200, data: { message: 'ok', data: invitation({ status: 'declined' }) } };
      },
    });
    open('invitation=5&respond=decline');
    expect(await screen.findByText('Decline the review of MS-12?')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Reason (optional)'), {
      target: { value: 'On leave' },
    });
    fireEvent.click(screen.getByText('Decline', { selector: '.ant-modal-footer button *' }));
    expect(await screen.findByText('Invitation declined')).toBeVisible();
    expect(bodies).toEqual([{ reason: 'On leave' }]);
  });

  it('cancelling the dialog answers nothing and keeps the list', async () => {
    api = serve(invitation());
    open('invitation=5&respond=accept&status=invited');
    fireEvent.click(await screen.findByText('Cancel', { selector: '.ant-modal-footer button *' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/reviews\?status=invited$/),
    );
    expect(api.calls.some((c) => c.method === 'post')).toBe(false);
  });

  it("says so when the invitation is not the reader's, or answered already", async () => {
    api = serve(null);
    const first = open('invitation=5&respond=accept');
    expect(
      await screen.findByText(/This invitation is not addressed to you, or it no longer exists/),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    api.restore();

    api = serve(invitation({ status: 'accepted' }));
    open('invitation=5&respond=decline');
    expect(
      await screen.findByText('You have already accepted the invitation to review MS-12.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reviews$/));
  });

  it('a damaged link says so without asking the API', async () => {
    api = serve(invitation());
    open('invitation=5&respond=maybe');
    expect(await screen.findByText(/This invitation link is not complete/)).toBeVisible();
    expect(api.calls.some((c) => c.url === 'invitations/5')).toBe(false);
  });
});
