import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type LetterDraftInput } from '@colophon/shared/contracts';
import { ManuscriptsRoutes } from '../../../routes';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { chiefView, confirm, draftOf, serve, step } from '../testing/decision-dialog-fake';

jest.setTimeout(60_000);

let current: ReturnType<typeof serve> | undefined;
afterEach(() => current?.api.restore());

describe('the decision dialog’s letter', () => {
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
    await waitFor(() => expect(letter).toHaveValue('Letter: major_revisions in en; reviews none'), {
      timeout: 15_000,
    });
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
