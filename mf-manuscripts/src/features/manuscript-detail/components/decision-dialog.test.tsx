import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type LetterDraft,
  type LetterDraftInput,
  type Manuscript,
} from '@colophon/shared/contracts';
import { ManuscriptsRoutes } from '../../../routes';
import { fakeApi, type FakeRoute } from '../../../testing/fake-api';
import { manuscriptDetailFixture } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { peerReview, reviewRound } from '../testing/round-fixtures';

jest.setTimeout(60_000);

const chiefView = (overrides: Partial<Manuscript> = {}) =>
  manuscriptDetailFixture({
    allowed_transitions: ['revision_requested', 'accepted', 'rejected'],
    allowed_decisions: ['request_revisions', 'accept', 'reject'],
    ...overrides,
  });

function serve(
  manuscript: Manuscript,
  more: Record<string, FakeRoute> = {},
  round = reviewRound(),
) {
  const posted: { url: string; body: unknown }[] = [];
  const drafts: LetterDraftInput[] = [];
  const api = fakeApi({
    'POST manuscripts/12/letter-draft': ({ body }) => {
      const input = body as LetterDraftInput;
      drafts.push(input);
      return { status: 200, data: draftOf(input) };
    },
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
  return { api, posted, drafts };
}

/** What the API's letter draft would say: enough to tell one draft from another. */
function draftOf(input: LetterDraftInput): LetterDraft {
  const locale = input.locale ?? 'en';
  const sent = (input.reviews ?? []).filter((r) => r.release).map((r) => r.id);
  const revision = input.decision.endsWith('_revisions');
  return {
    subject: `Subject of ${input.decision}`,
    body: `Letter: ${input.decision} in ${locale}; reviews ${sent.join(',') || 'none'}`,
    locale,
    revision_due_at: revision ? `${input.revision_due_at ?? '2099-01-12'}T23:59:59.999Z` : null,
  };
}

let current: ReturnType<typeof serve> | undefined;
afterEach(() => current?.api.restore());

const step = async (name: string) =>
  fireEvent.click(await screen.findByText(name, { selector: '.ant-card button *' }));
const confirm = (name: string) =>
  fireEvent.click(screen.getByText(name, { selector: '.ant-modal-footer button *' }));

describe('the decision dialog', () => {
  it('requires the letter to request revisions, and sends the note for editors apart', async () => {
    current = serve(chiefView());
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
    await step('Request Revision');
    // Each field says who reads it.
    const letter = await screen.findByLabelText('Letter to the author');
    // The journal's template writes the letter first (major revisions unless the editor chooses).
    await waitFor(() => expect(letter).toHaveValue('Letter: major_revisions in en; reviews none'));
    expect(screen.getByText('Subject of major_revisions')).toBeInTheDocument();
    fireEvent.change(letter, { target: { value: '' } });
    expect(letter).toHaveAccessibleDescription(
      'Sent to the authors with the decision and the reviews you release.',
    );
    expect(letter).toBeRequired();
    const note = screen.getByLabelText('Note for editors');
    expect(note).toHaveAccessibleDescription(
      "Only the journal's editors read this; never the authors or reviewers.",
    );
    expect(screen.queryByLabelText('Notes')).not.toBeInTheDocument();
    expect(screen.queryByText(/kept in the decision timeline/)).not.toBeInTheDocument();

    // A note alone is no letter.
    fireEvent.change(note, { target: { value: 'Reviewer 2 was harsh.' } });
    confirm('Request Revision');
    expect(
      await screen.findByText('A decision letter to the author is required'),
    ).toBeInTheDocument();
    expect(current.posted).toHaveLength(0);

    fireEvent.change(letter, { target: { value: 'Add the loss data.' } });
    confirm('Request Revision');
    await waitFor(() =>
      expect(current?.posted).toEqual([
        {
          url: 'manuscripts/12/decisions',
          body: {
            decision: 'request_revisions',
            letter: 'Add the loss data.',
            internal_note: 'Reviewer 2 was harsh.',
            // The round has no submitted review: nothing to release.
            reviews: [],
            revision_kind: 'major',
            // The day the letter named: the journal's default.
            revision_due_at: '2099-01-12',
          },
        },
      ]),
    );
  });

  it('lists the round’s reviews to release, and sends each choice and the edited text', async () => {
    current = serve(
      chiefView(),
      {},
      reviewRound({
        reviews: [
          peerReview(1, { content: 'Sound methods.', recommendation: 'accept' }),
          peerReview(2, {
            content: 'The statistics are weak and the authors careless.',
            confidential_comments: 'Possible duplicate publication.',
          }),
          // Not submitted: nothing to decide about.
          peerReview(3, { submitted_at: null }),
        ],
      }),
    );
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
    await step('Request Revision');

    const first = await screen.findByRole('group', { name: 'Reviewer 1' });
    const second = screen.getByRole('group', { name: 'Reviewer 2' });
    expect(screen.queryByRole('group', { name: 'Reviewer 3' })).not.toBeInTheDocument();
    expect(within(first).getByText('Accept')).toBeInTheDocument();
    expect(within(first).getByLabelText('Rated 4 out of 5')).toBeInTheDocument();
    // The confidential comments are the editors' alone, read-only.
    expect(within(second).getByText('Possible duplicate publication.')).toBeInTheDocument();
    expect(within(second).getByText('Editors only')).toBeInTheDocument();

    // Each review is sent unless switched off, in the reviewer's words unless edited.
    const send = within(first).getByLabelText('Send to the author');
    expect(send).toHaveAttribute('role', 'switch');
    expect(send).toBeChecked();
    const text = within(first).getByLabelText('What the author receives');
    expect(text).toHaveValue('Sound methods.');
    fireEvent.change(text, { target: { value: 'Sound methods; please add the loss data.' } });
    // The original stays beside the edit.
    expect(within(first).getByText('As the reviewer wrote it')).toBeInTheDocument();

    fireEvent.click(within(second).getByLabelText('Send to the author'));
    expect(within(second).getByLabelText('Send to the author')).not.toBeChecked();
    expect(within(second).queryByLabelText('What the author receives')).not.toBeInTheDocument();
    expect(
      within(second).getByText(
        'This review stays with the editors: the author will not receive it.',
      ),
    ).toBeInTheDocument();

    // The letter quotes what is sent: asked again once the switch and the typing settle.
    const letter = screen.getByLabelText('Letter to the author');
    await waitFor(() => expect(letter).toHaveValue('Letter: major_revisions in en; reviews 1'));
    expect(current.drafts.at(-1)?.reviews).toEqual([
      { id: 1, release: true, author_content: 'Sound methods; please add the loss data.' },
      { id: 2, release: false },
    ]);
    confirm('Request Revision');
    await waitFor(() =>
      expect(current?.posted[0]?.body).toEqual({
        decision: 'request_revisions',
        letter: 'Letter: major_revisions in en; reviews 1',
        reviews: [
          { id: 1, release: true, author_content: 'Sound methods; please add the loss data.' },
          { id: 2, release: false },
        ],
        revision_kind: 'major',
        revision_due_at: '2099-01-12',
      }),
    );
  });

  it('asks before a new letter replaces one the editor wrote', async () => {
    current = serve(chiefView(), {}, reviewRound({ reviews: [peerReview(1), peerReview(2)] }));
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
    await step('Request Revision');
    const letter = await screen.findByLabelText('Letter to the author');
    await waitFor(() => expect(letter).toHaveValue('Letter: major_revisions in en; reviews 1,2'));
    fireEvent.change(letter, { target: { value: 'My own words.' } });

    // Another choice writes another letter: the editor's is kept until they say so.
    fireEvent.click(screen.getByLabelText('Minor revisions'));
    const question = await screen.findByTestId('letter-replacement');
    expect(question).toHaveTextContent('Your choices change the template');
    expect(letter).toHaveValue('My own words.');
    fireEvent.click(within(question).getByText('Keep my letter'));
    expect(screen.queryByTestId('letter-replacement')).not.toBeInTheDocument();
    expect(letter).toHaveValue('My own words.');

    // Keeping a review back writes the letter again: this time the editor takes it.
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Reviewer 2' })).getByLabelText(
        'Send to the author',
      ),
    );
    fireEvent.click(
      within(await screen.findByTestId('letter-replacement')).getByText('Replace my letter'),
    );
    expect(letter).toHaveValue('Letter: minor_revisions in en; reviews 1');
    confirm('Request Revision');
    await waitFor(() =>
      expect(current?.posted[0]?.body).toMatchObject({
        decision: 'request_revisions',
        letter: 'Letter: minor_revisions in en; reviews 1',
        revision_kind: 'minor',
      }),
    );
  });

  it('offers every decision open now, the due date from the letter, and another decision', async () => {
    current = serve(chiefView());
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
    await step('Request Revision');
    const choice = await screen.findByLabelText('Decision');
    expect(Array.from(choice.querySelectorAll('label'), (label) => label.textContent)).toEqual([
      'Accept',
      'Minor revisions',
      'Major revisions',
      'Reject',
    ]);
    expect(screen.getByLabelText('Major revisions')).toBeChecked();
    const letter = screen.getByLabelText('Letter to the author');
    await waitFor(() => expect(letter).toHaveValue('Letter: major_revisions in en; reviews none'));
    // The due date starts as the letter's (the journal's default): set in the render after the letter's.
    await waitFor(() => expect(screen.getByLabelText('Revision due')).toHaveValue('2099-01-12'));

    // Rejecting instead: the dialog becomes the rejection, with its letter and no due date.
    fireEvent.click(screen.getByLabelText('Reject'));
    await waitFor(() => expect(letter).toHaveValue('Letter: reject in en; reviews none'));
    expect(screen.queryByLabelText('Revision due')).not.toBeInTheDocument();
    expect(await screen.findByText('Reject: MS-12')).toBeInTheDocument();
    confirm('Reject');
    await waitFor(() =>
      expect(current?.posted[0]?.body).toEqual({
        decision: 'reject',
        letter: 'Letter: reject in en; reviews none',
        reviews: [],
      }),
    );
  });

  it('writes the letter in the language the editor picks, right to left in Urdu', async () => {
    current = serve(chiefView());
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
    await step('Accept');
    const letter = await screen.findByLabelText('Letter to the author');
    await waitFor(() => expect(letter).toHaveValue('Letter: accept in en; reviews none'));
    // The first letter asks for no language: the API writes in the author's.
    expect(current.drafts[0]).not.toHaveProperty('locale');
    fireEvent.mouseDown(screen.getByLabelText('Language of the letter'));
    fireEvent.click(
      await screen.findByText('اردو', { selector: '.ant-select-item-option-content *' }),
    );
    await waitFor(() => expect(letter).toHaveValue('Letter: accept in ur; reviews none'));
    expect(current.drafts.at(-1)).toMatchObject({ decision: 'accept', locale: 'ur' });
    expect(letter).toHaveAttribute('dir', 'rtl');
    expect(letter).toHaveAttribute('lang', 'ur');
  });

  it('a letter the template cannot write leaves the box to the editor, with a retry', async () => {
    let failing = true;
    current = serve(chiefView(), {
      'POST manuscripts/12/letter-draft': ({ body }) =>
        failing
          ? { status: 500, data: { message: 'Server Error' } }
          : { status: 200, data: draftOf(body as LetterDraftInput) },
    });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
    await step('Request Revision');
    expect(
      await screen.findByText(
        /could not be written from the journal's template/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    const letter = screen.getByLabelText('Letter to the author');
    expect(letter).toHaveValue('');
    expect(letter).toBeEnabled();
    failing = false;
    fireEvent.click(screen.getByText('Try again'));
    await waitFor(() => expect(letter).toHaveValue('Letter: major_revisions in en; reviews none'));
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
    await waitFor(() =>
      expect(screen.getByLabelText('Letter to the author')).toHaveValue(
        'Letter: accept in en; reviews none',
      ),
    );
    fireEvent.change(screen.getByLabelText('Letter to the author'), {
      target: { value: 'Welcome aboard.' },
    });
    fireEvent.change(reason, { target: { value: 'Invited paper.' } });
    confirm('Accept');
    await waitFor(() =>
      expect(current?.posted[0]?.body).toEqual({
        decision: 'accept',
        letter: 'Welcome aboard.',
        reviews: [],
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
    // A desk decline: its own letter, and nothing else to choose.
    const letter = await screen.findByLabelText('Letter to the author');
    await waitFor(() => expect(letter).toHaveValue('Letter: desk_decline in en; reviews none'));
    expect(screen.queryByRole('radiogroup', { name: 'Decision' })).not.toBeInTheDocument();
    fireEvent.change(letter, {
      target: { value: '  x  ' },
    });
    confirm('Reject');
    expect(
      await screen.findByText('A decision letter to the author is required', {
        selector: '[id="workflow-letter-error"]',
      }),
    ).toBeInTheDocument();
  });
});
