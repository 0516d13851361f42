import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@colophon/shared/router';
import { AppProviders, useAuthStore } from '@colophon/shared';
import '../../app/register-translations';
import { UserMenu } from './user-menu';

// The panel's idle moment, released by the test.
const idle: (() => unknown)[] = [];
jest.mock('../../first-load/idle', () => ({
  afterFirstPaint: (task: () => unknown) => void idle.push(task),
}));

beforeEach(() => {
  idle.length = 0;
  useAuthStore.setState({
    user: { id: 1, name: 'Ada Lovelace', email: 'ada@colophon.test' },
  } as unknown as Parameters<typeof useAuthStore.setState>[0]);
});

const renderMenu = () =>
  render(
    <AppProviders>
      <MemoryRouter>
        <UserMenu />
      </MemoryRouter>
    </AppProviders>,
  );

it('is drawn, closed and out of the accessibility tree, once the panel is idle', async () => {
  renderMenu();
  expect(document.querySelector('.ant-dropdown-menu')).toBeNull();
  await act(async () => idle.forEach((task) => task()));
  const menu = document.querySelector('.ant-dropdown-menu');
  expect(menu).not.toBeNull();
  expect(menu).not.toBeVisible();
  expect(screen.queryByRole('menu')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
  // Opened, it is exposed (a role query skips what is hidden).
  expect(await screen.findByRole('menu')).toBe(menu);
  expect(screen.getByRole('menuitem', { name: /Sign Out/i })).toBeInTheDocument();
  // The opening motion settles.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
});

it('shows the initials as the avatar’s icon, which antd does not measure after mount', () => {
  renderMenu();
  const avatar = document.querySelector('.ant-avatar');
  expect(avatar).toHaveTextContent('AL');
  expect(avatar).toHaveAttribute('aria-hidden', 'true');
  // Text children are wrapped and scaled from a measurement (a forced layout in the
  // panel's first commit); an icon is drawn as it is.
  expect(avatar).toHaveClass('ant-avatar-icon');
  expect(avatar?.querySelector('.ant-avatar-string')).toBeNull();
});
