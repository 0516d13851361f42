import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, theme } from '@colophon/shared/antd';
import { changeLanguage } from '../i18n/i18n';
import { queryClient } from '../query/query-client';
import { useThemeStore } from '../stores/theme-store';
import { AppProviders } from './app-providers';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

afterEach(async () => {
  await act(() => changeLanguage('en'));
  act(() => useThemeStore.getState().setMode('light'));
});

it('switches antd to right-to-left and to its Urdu and German texts with the language', async () => {
  render(
    <AppProviders>
      <Button>Go</Button>
      <Empty />
    </AppProviders>,
  );
  const button = screen.getByRole('button', { name: 'Go' });
  expect(button).not.toHaveClass('ant-btn-rtl');
  await act(() => changeLanguage('ur'));
  expect(button).toHaveClass('ant-btn-rtl');
  await act(() => changeLanguage('de'));
  expect(button).not.toHaveClass('ant-btn-rtl');
  expect(
    screen.getByText('Keine Daten', { selector: '.ant-empty-description' }),
  ).toBeInTheDocument();
});

function Probe() {
  const { token } = theme.useToken();
  const client = useQueryClient();
  const { t } = useTranslation('common');
  return (
    <>
      <span data-testid="bg">{token.colorBgContainer}</span>
      <span data-testid="client">{String(client === queryClient)}</span>
      <span data-testid="text">{t('actions.save')}</span>
    </>
  );
}

it('follows the theme store with the dark algorithm, and provides the QueryClient and i18n', () => {
  act(() => useThemeStore.getState().setMode('light'));
  render(
    <AppProviders>
      <Probe />
    </AppProviders>,
  );
  const light = screen.getByTestId('bg').textContent;
  act(() => useThemeStore.getState().setMode('dark'));
  const dark = screen.getByTestId('bg').textContent;
  expect(light).toBe('#ffffff');
  expect(dark).not.toBe(light);
  expect(screen.getByTestId('client')).toHaveTextContent('true');
  expect(screen.getByTestId('text')).toHaveTextContent('Save');
});
