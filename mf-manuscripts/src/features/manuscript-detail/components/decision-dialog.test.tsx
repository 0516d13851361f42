import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ManuscriptsRoutes } from '../../../routes';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { chiefView, confirm, serve, step } from '../testing/decision-dialog-fake';
import { peerReview, reviewRound } from '../testing/round-fixtures';

jest.setTimeout(60_000);

let current: ReturnType<typeof serve> | undefined;
afterEach(() => current?.api.restore());

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
});
