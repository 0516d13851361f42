import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { candidateFixture as candidate } from '../../../testing/reviewer-candidate-fixture';
import { InviteReviewersDialog } from './invite-reviewers-dialog';

jest.setTimeout(60_000);

function serve() {
  const posted: unknown[] = [];
  const api = fakeApi({
    'GET manuscripts/12/reviewer-candidates': () => ({
      status: 200,
      data: {
        suggested: [candidate(61, 'Rhea Reviewer', { fit: 80 })],
        data: [
          candidate(62, 'Alma First'),
          candidate(63, 'Bert Second'),
          candidate(64, 'Cleo Third'),
        ],
        previous_round: [],
        max_open_reviews: null,
      },
    }),
    'POST manuscripts/12/invitations': ({ body }) => {
      posted.push(body);
      return { status: 201, data: { message: 'ok', data: {} } };
    },
  });
  return { api, posted };
}

let current: ReturnType<typeof serve> | undefined;
afterEach(() => current?.api.restore());

/** rc-select closes and blurs a macrotask later: that task runs inside act, as a user's would. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function addAlternate(name: string) {
  const select = screen.getByLabelText('Alternates (optional)');
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByText(name, { selector: '.ant-select-item-option-content' }));
  await nextTask();
}

const order = () => screen.getAllByTestId('invite-alternate').map((row) => row.textContent);

it('adds alternates after the reviewer, reorders them by keyboard and sends them in order', async () => {
  current = serve();
  renderWithProviders(<InviteReviewersDialog manuscriptId={12} open onClose={jest.fn()} />);
  // Alternates come after the chosen reviewer(s).
  await screen.findAllByTestId('reviewer-candidate');
  expect(screen.queryByLabelText('Alternates (optional)')).toBeNull();
  fireEvent.click(screen.getByLabelText('Invite Rhea Reviewer'));

  await addAlternate('Alma First');
  await addAlternate('Bert Second');
  await addAlternate('Cleo Third');
  expect(order()).toEqual(['1.Alma First', '2.Bert Second', '3.Cleo Third']);

  // Buttons, not dragging: the moved one keeps the focus and the move is announced.
  const up = screen.getByLabelText('Move Cleo Third up');
  // Focus leaves the select (its blur updates it): inside act, as a user's Tab would be.
  act(() => up.focus());
  await nextTask();
  fireEvent.click(up);
  expect(order()).toEqual(['1.Alma First', '2.Cleo Third', '3.Bert Second']);
  expect(screen.getByLabelText('Move Cleo Third up')).toHaveFocus();
  expect(screen.getByText('Cleo Third is now alternate 2 of 3.')).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText('Move Alma First down'));
  expect(order()).toEqual(['1.Cleo Third', '2.Alma First', '3.Bert Second']);
  fireEvent.click(screen.getByLabelText('Remove Bert Second from the alternates'));
  expect(order()).toEqual(['1.Cleo Third', '2.Alma First']);

  // A chosen alternate is no longer offered as a reviewer twice.
  const list = screen.getByLabelText('Alternates in order');
  expect(within(list).queryByText('Rhea Reviewer')).toBeNull();

  fireEvent.click(screen.getByText('Send Invitations', { selector: '.ant-modal-footer button *' }));
  expect(await screen.findByText('1 invitation sent')).toBeInTheDocument();
  expect(current.posted).toEqual([
    expect.objectContaining({ reviewer_id: 61, alternates: [64, 62] }),
  ]);
});
