import { act, screen } from '@testing-library/react';
import { i18n } from '@colophon/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RevisionDue } from './revision-due';

afterEach(() => act(() => void i18n.changeLanguage('en')));

it('shows the day a revision is due, and nothing without one', async () => {
  const { unmount } = renderWithProviders(<RevisionDue dueAt="2099-01-12T23:59:59.999Z" />);
  expect(await screen.findByText('Revision due Jan 12, 2099')).toBeInTheDocument();
  expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  await act(() => i18n.changeLanguage('de'));
  expect(await screen.findByText(/^Überarbeitung fällig am 12\. Jan\. 2099$/)).toBeInTheDocument();
  unmount();
  renderWithProviders(<RevisionDue dueAt={null} />);
  expect(screen.queryByTestId('revision-due')).not.toBeInTheDocument();
});

it('marks a revision past its day as overdue', async () => {
  renderWithProviders(<RevisionDue dueAt="2020-03-01T23:59:59.999Z" />);
  expect(await screen.findByText('Revision due Mar 1, 2020')).toBeInTheDocument();
  expect(screen.getByText('Overdue')).toBeInTheDocument();
});
