import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type Manuscript } from '@colophon/shared/contracts';
import { ManuscriptsRoutes } from '../../../routes';
import { fakeApi, type FakeRoute } from '../../../testing/fake-api';
import { manuscriptDetailFixture } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(60_000);

const chiefView = (overrides: Partial<Manuscript> = {}) =>
  manuscriptDetailFixture({
    allowed_transitions: ['revision_requested', 'accepted', 'rejected'],
    allowed_decisions: ['request_revisions', 'accept', 'reject'],
    ...overrides,
  });

const round = {
  id: 1,
  round: 1,
  status: 'open',
  created_at: '2026-03-03T12:00:00.000Z',
  closed_at: null,
  invitations: [],
  reviews: [],
};

function serve(manuscript: Manuscript, more: Record<string, FakeRoute> = {}) {
  const posted: { url: string; body: unknown }[] = [];
  const api = fakeApi({
    'GET manuscripts/12': () => ({ status: 200, data: { data: manuscript } }),
    'GET manuscripts/12/decisions': () => ({
      status: 200,
      data: {
        data: [],
        meta: { allowed_decisions: [], may_recommend: false, accept_needs_reason: true },
      },
    }),
    'GET manuscripts/12/review-rounds': () => ({
      status: 200,
      data: { data: [round], meta: { can_invite: true } },
    }),
    'POST manuscripts/12/decisions': ({ body }) => {
      posted.push({ url: 'manuscripts/12/decisions', body });
      return { status: 200, data: { message: 'ok', data: manuscript } };
    },
    ...more,
  });
  return { api, posted };
}

let current: ReturnType<typeof serve> | undefined;
afterEach(() => current?.api.restore());

const step = async (name: string) =>
  fireEvent.click(await screen.findByText(name, { selector: '.ant-card button *' }));
const confirm = (name: string) =>
  fireEvent.click(screen.getByText(name, { selector: '.ant-modal-footer button *' }));

describe('the decision dialog', () => {
  it('requires the letter to request revisions, then posts the decision with it', async () => {
    current = serve(chiefView());
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
    await step('Request Revision');
    expect(
      await screen.findByText('The decision letter to the author: required for this decision.'),
    ).toBeInTheDocument();

    confirm('Request Revision');
    expect(
      await screen.findByText('A decision letter to the author is required'),
    ).toBeInTheDocument();
    expect(current.posted).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Add the loss data.' } });
    confirm('Request Revision');
    await waitFor(() =>
      expect(current?.posted).toEqual([
        {
          url: 'manuscripts/12/decisions',
          body: { decision: 'request_revisions', letter: 'Add the loss data.' },
        },
      ]),
    );
  });

  it('does not require a letter to accept, but asks why in its own field when no review is complete', async () => {
    current = serve(chiefView());
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
    await step('Accept');
    expect(await screen.findByText('Reviews of round 1')).toBeInTheDocument();
    expect(await screen.findByText('No review of this round is complete.')).toBeInTheDocument();
    const reason = await screen.findByLabelText('Reason for accepting without a completed review');

    confirm('Accept');
    expect(
      await screen.findByText('State why the manuscript is accepted without a completed review', {
        selector: '[id="workflow-reason-error"]',
      }),
    ).toBeInTheDocument();
    expect(current.posted).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Welcome aboard.' } });
    fireEvent.change(reason, { target: { value: 'Invited paper.' } });
    confirm('Accept');
    await waitFor(() =>
      expect(current?.posted[0]?.body).toEqual({
        decision: 'accept',
        letter: 'Welcome aboard.',
        reason: 'Invited paper.',
      }),
    );
  });

  it('checks the DOI of a publication', async () => {
    current = serve(
      chiefView({
        status: 'accepted',
        allowed_transitions: ['published'],
        allowed_decisions: ['publish'],
      }),
    );
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
    await step('Publish');
    fireEvent.change(await screen.findByLabelText('DOI (optional)'), {
      target: { value: 'not-a-doi' },
    });
    confirm('Publish');
    expect(
      await screen.findByText(/DOI/, { selector: '[id="workflow-doi-error"]' }),
    ).toBeInTheDocument();
    expect(current.posted).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('DOI (optional)'), {
      target: { value: '10.1234/optics.12' },
    });
    // The publication date: today unless changed; a blank one is refused at the field.
    const date = screen.getByLabelText('Publication date');
    expect((date as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(date, { target: { value: '' } });
    confirm('Publish');
    expect(
      await screen.findByText('The publication date must be a valid date', {
        selector: '[id="workflow-published-at-error"]',
      }),
    ).toBeInTheDocument();
    expect(current.posted).toHaveLength(0);
    fireEvent.change(date, { target: { value: '2026-12-01' } });
    confirm('Publish');
    await waitFor(() =>
      expect(current?.posted[0]?.body).toEqual({
        decision: 'publish',
        letter: null,
        doi: '10.1234/optics.12',
        published_at: '2026-12-01',
      }),
    );
  });

  it('shows the API’s letter error on the field', async () => {
    current = serve(
      chiefView({
        status: 'submitted',
        allowed_transitions: ['rejected'],
        allowed_decisions: ['decline'],
      }),
      {
        'POST manuscripts/12/decisions': () => ({
          status: 422,
          data: {
            message: 'The given data was invalid.',
            errors: { letter: ['decision.letterRequired'] },
          },
        }),
      },
    );
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
    await step('Reject');
    fireEvent.change(await screen.findByLabelText('Notes'), { target: { value: '  x  ' } });
    confirm('Reject');
    expect(
      await screen.findByText('A decision letter to the author is required', {
        selector: '[id="workflow-notes-error"]',
      }),
    ).toBeInTheDocument();
  });
});
