import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, useThemeStore } from '@colophon/shared';
import '../app/register-translations';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  beforeEach(() => useThemeStore.getState().setMode('system'));

  it('cycles system → light → dark → system and its label names the current mode', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <ThemeToggle />
      </AppProviders>,
    );
    const expected = [
      ['Theme: System. Switch to Light', 'light'],
      ['Theme: Light. Switch to Dark', 'dark'],
      ['Theme: Dark. Switch to System', 'system'],
    ] as const;
    for (const [label, nextMode] of expected) {
      const button = screen.getByRole('button', { name: label });
      await user.click(button);
      expect(useThemeStore.getState().mode).toBe(nextMode);
    }
    expect(
      screen.getByRole('button', { name: 'Theme: System. Switch to Light' }),
    ).toBeInTheDocument();
  });
});
