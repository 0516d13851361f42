import { render, screen } from '@testing-library/react';
import { AppProviders } from '@colophon/shared';
import '../../app/register-translations';
import { NotificationBell } from './notification-bell';

describe('NotificationBell', () => {
  it('shows 9+ above nine and names the count for screen readers', () => {
    render(
      <AppProviders>
        <NotificationBell count={12} />
      </AppProviders>,
    );
    expect(screen.getByText('9+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications: 12 unread' })).toBeInTheDocument();
  });

  it('shows counts up to nine as they are', () => {
    const { container } = render(
      <AppProviders>
        <NotificationBell count={9} />
      </AppProviders>,
    );
    expect(screen.queryByText('9+')).not.toBeInTheDocument();
    expect(container.querySelector('.ant-badge-count')).toHaveAttribute('title', '9');
  });

  it('shows the fixed count of the top bar by default', () => {
    render(
      <AppProviders>
        <NotificationBell />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Notifications: 3 unread' })).toBeInTheDocument();
  });
});
