// The invite dialog's choices: a conflicted candidate needs an override reason,
// the previous round's reviewers come in one click, alternates go in order, and
// an empty suggestion list says so.
import { fireEvent, screen, within } from '@testing-library/react';
import { msg, type ReviewerCandidatesResponse } from '@colophon/shared/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { candidateFixture as candidate } from '../../../testing/reviewer-candidate-fixture';
import { InviteReviewersDialog } from './invite-reviewers-dialog';

jest.setTimeout(60_000);

const colleague = candidate(51, 'Cora Colleague', {
  fit: 90,
  reasons: [{ source: 'research_areas', terms: ['optics'] }],
  conflicts: [{ kind: 'same_institution', detail: 'University of London' }],
});
const fitting = candidate(52, 'Finn Fitting', {
  fit: 70,
  reasons: [{ source: 'publications', terms: ['fibres'] }],
});
const previous = candidate(53, 'Pia Previous', { previous_round: true });

const answer = (overrides: Partial<ReviewerCandidatesResponse> = {}) => ({
  suggested: [colleague, fitting],
  data: [candidate(54, 'Otto Other')],
  previous_round: [],
  max_open_reviews: 5,
  ...overrides,
});

function serve(
  candidates: ReviewerCandidatesResponse,
  refuse?: (body: Record<string, unknown>) => boolean,
) {
  const posted: unknown[] = [];
  const api = fakeApi({
    'GET manuscripts/12/reviewer-candidates': () => ({ status: 200, data: candidates }),
    'POST manuscripts/12/invitations': ({ body }) => {
      const invitation = body as Record<string, unknown>;
      if (refuse?.(invitation)) {
        return {
          status: 422,
          data: {
            message: 'The given data was invalid.',
            errors: {
              conflict_override_reason: [
                msg('conflict.overrideRequired', { name: 'Finn Fitting' }),
              ],
            },
          },
        };
      }
      posted.push(invitation);
      return { status: 201, data: { message: 'ok', data: {} } };
    },
  });
  return { api, posted };
}

let current: ReturnType<typeof serve> | undefined;
afterEach(() => current?.api.restore());

const open = () =>
  renderWithProviders(<InviteReviewersDialog manuscriptId={12} open onClose={jest.fn()} />);
const sendButton = () =>
  screen.getByText('Send Invitations', { selector: '.ant-modal-footer button *' });
const overrideField = () =>
  screen.getByLabelText('Reason for inviting despite the conflict of interest');

describe('the invite dialog', () => {
  it('refuses a conflicted candidate without an override reason and invites with one', async () => {
    current = serve(answer());
    open();
    const box = await screen.findByLabelText('Invite Cora Colleague');
    expect(box).toHaveAccessibleDescription(/Same institution as an author/);
    expect(screen.queryByLabelText(/despite the conflict/)).toBeNull();
    fireEvent.click(box);
    expect(overrideField()).toHaveAccessibleDescription(/Required for .?Cora Colleague/);

    fireEvent.click(sendButton());
    expect(
      await screen.findByText('Give the reason for inviting despite the conflict of interest'),
    ).toBeInTheDocument();
    expect(current.posted).toHaveLength(0);

    fireEvent.change(overrideField(), { target: { value: 'The only expert; different lab.' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('1 invitation sent')).toBeInTheDocument();
    expect(current.posted).toEqual([
      expect.objectContaining({
        reviewer_id: 51,
        conflict_override_reason: 'The only expert; different lab.',
      }),
    ]);
  });

  it('shows the API refusal at the override field and keeps what was chosen', async () => {
    // The API knows a conflict the list did not show (e.g. found since it loaded).
    current = serve(answer(), (body) => !body.conflict_override_reason);
    open();
    fireEvent.click(await screen.findByLabelText('Invite Finn Fitting'));
    fireEvent.click(sendButton());
    expect(
      await screen.findByText(/Finn Fitting.* has a conflict of interest with this manuscript/, {
        selector: '#invite-conflict-override-error',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Invite Finn Fitting')).toBeChecked();
    fireEvent.change(overrideField(), { target: { value: 'Checked with the authors.' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('1 invitation sent')).toBeInTheDocument();
    expect(current.posted).toEqual([
      expect.objectContaining({
        reviewer_id: 52,
        conflict_override_reason: 'Checked with the authors.',
      }),
    ]);
  });

  it('offers the previous round first and chooses its reviewers in one click', async () => {
    current = serve(answer({ previous_round: [previous] }));
    open();
    const rows = await screen.findAllByTestId('reviewer-candidate');
    expect(rows[0]).toHaveTextContent('Pia Previous');
    expect(rows[0]).toHaveTextContent('Previous round');
    fireEvent.click(
      within(screen.getByTestId('previous-round-offer')).getByText(
        "Invite the previous round's reviewers",
      ),
    );
    expect(screen.getByLabelText('Invite Pia Previous')).toBeChecked();
    fireEvent.click(sendButton());
    expect(await screen.findByText('1 invitation sent')).toBeInTheDocument();
    expect(current.posted).toEqual([expect.objectContaining({ reviewer_id: 53 })]);
  });

  it('says so when nothing is suggested and points to the search', async () => {
    current = serve(answer({ suggested: [] }));
    open();
    const notice = await screen.findByTestId('no-suggestions');
    expect(notice).toHaveTextContent('No reviewer matches this manuscript');
    expect(notice).toHaveTextContent('Search by name, institution or research area.');
    fireEvent.click(within(notice).getByText('Search reviewers'));
    expect(screen.getByLabelText('Search reviewers')).toHaveFocus();
  });
});
