import { act, screen } from '@testing-library/react';
import { i18n } from '@colophon/shared';
import { msg, type StatusHistoryEntry } from '@colophon/shared/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DecisionTimeline } from './decision-timeline';

const entry = (id: number, notes: string | null, from: string | null): StatusHistoryEntry => ({
  id,
  from_status: from,
  to_status: from ? 'submitted' : 'draft',
  notes,
  user: { id: 1, name: 'Ada' },
  created_at: `2026-11-0${id}T10:00:00Z`,
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
