import { act, screen } from '@testing-library/react';
import { i18n } from '@colophon/shared';
import { msg, type StatusHistoryEntry } from '@colophon/shared/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DecisionTimeline } from './decision-timeline';

const entry = (
  id: number,
  notes: string | null,
  from: string | null,
  more: Partial<StatusHistoryEntry> = {},
): StatusHistoryEntry => ({
  id,
  from_status: from,
  to_status: from ? 'submitted' : 'draft',
  notes,
  letter: null,
  internal_note: null,
  revision_kind: null,
  user: { id: 1, name: 'Ada' },
  created_at: `2026-11-0${id}T10:00:00Z`,
  ...more,
});

afterEach(() => act(() => void i18n.changeLanguage('en')));

it("shows the server's notes in the reader's language and a person's notes as typed", async () => {
  renderWithProviders(
    <DecisionTimeline
      history={[
        entry(1, msg('history.manuscriptCreated'), null),
        entry(2, msg('history.revisionUploaded', { version: 2 }), 'draft'),
        entry(3, 'Please check the figures.', 'draft'),
      ]}
    />,
  );
  expect(await screen.findByText('Manuscript created')).toBeInTheDocument();
  expect(screen.getByText('Revision v2 uploaded')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('de'));
  expect(await screen.findByText('Manuskript angelegt')).toBeInTheDocument();
  expect(screen.getByText('Überarbeitung v2 hochgeladen')).toBeInTheDocument();
  expect(screen.getByText('Please check the figures.')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('ur'));
  expect(await screen.findByText('مسودہ بنایا گیا')).toBeInTheDocument();
});

it('shows a note stored before codes (legacy English) as it is', async () => {
  renderWithProviders(<DecisionTimeline history={[entry(1, 'Manuscript created', null)]} />);
  await act(() => i18n.changeLanguage('de'));
  expect(await screen.findByText('Manuscript created')).toBeInTheDocument();
});

it('tells the letter to the author from the note for the editors, each once', async () => {
  renderWithProviders(
    <DecisionTimeline
      history={[
        entry(1, 'Please add the loss data.', 'under_review', {
          to_status: 'revision_requested',
          letter: 'Please add the loss data.',
          internal_note: 'Reviewer 2 was harsh; soften it.',
        }),
        // An author reads the letter only: the API sends no note.
        entry(2, 'Welcome aboard.', 'revised', {
          to_status: 'accepted',
          letter: 'Welcome aboard.',
        }),
      ]}
    />,
  );
  const letters = await screen.findAllByTestId('timeline-letter');
  expect(letters.map((l) => l.textContent)).toEqual([
    'Letter to the authorPlease add the loss data.',
    'Letter to the authorWelcome aboard.',
  ]);
  const notes = screen.getAllByTestId('timeline-note');
  expect(notes).toHaveLength(1);
  expect(notes[0]).toHaveTextContent('Note for editors');
  expect(notes[0]).toHaveTextContent('Editors only');
  expect(notes[0]).toHaveTextContent('Reviewer 2 was harsh; soften it.');
  // `notes` repeats the letter for older readers: not shown a second time.
  expect(screen.getAllByText('Please add the loss data.')).toHaveLength(1);
});

it('says which revisions were asked for, in the reader’s language', async () => {
  renderWithProviders(
    <DecisionTimeline
      history={[
        entry(1, null, 'under_review', { to_status: 'revision_requested', revision_kind: 'minor' }),
        entry(2, null, 'under_review', { to_status: 'revision_requested', revision_kind: 'major' }),
        // A request from before the kinds: the status, as before.
        entry(3, null, 'under_review', { to_status: 'revision_requested' }),
      ]}
    />,
  );
  const entries = await screen.findAllByTestId('timeline-entry');
  expect(entries[0]).toHaveTextContent('Minor revisions requested');
  expect(entries[1]).toHaveTextContent('Major revisions requested');
  expect(entries[2]).toHaveTextContent('Revision Requested');
  await act(() => i18n.changeLanguage('ur'));
  expect(await screen.findByText('معمولی ترامیم کی درخواست کی گئی')).toBeInTheDocument();
});
