import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RemindersCell, RevisionDueNote } from './reminder-notes';

jest.setTimeout(60_000);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('the reminders shown to the editors', () => {
  it('an invitation: when its reviewer was last reminded, and how often', async () => {
    renderWithProviders(<RemindersCell reminders={{ count: 2, last_sent_at: daysAgo(2) }} />);
    expect(await screen.findByText('2 days ago')).toBeInTheDocument();
    expect(screen.getByText('2 reminders')).toBeInTheDocument();
  });

  it('an invitation nobody was reminded of', async () => {
    renderWithProviders(<RemindersCell reminders={{ count: 0, last_sent_at: null }} />);
    expect(await screen.findByText('Not yet')).toBeInTheDocument();
  });

  it('a revision awaited: its due date and the authors’ reminders; overdue once past it', async () => {
    const due = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const view = renderWithProviders(
      <RevisionDueNote
        revision={{ due_at: due, reminders: { count: 1, last_sent_at: daysAgo(1) } }}
      />,
    );
    expect(await screen.findByText(/^Revision due /)).toBeInTheDocument();
    expect(screen.getByText('Authors last reminded 1 day ago · 1 reminder')).toBeInTheDocument();
    view.unmount();
    renderWithProviders(
      <RevisionDueNote
        revision={{ due_at: daysAgo(3), reminders: { count: 0, last_sent_at: null } }}
      />,
    );
    expect(await screen.findByText(/^Revision overdue: it was due /)).toBeInTheDocument();
    expect(screen.getByText('The authors have not been reminded yet.')).toBeInTheDocument();
  });
});
