import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { browserLocation } from '../api/browser-location';
import { i18n } from '../i18n/i18n';
import { useAuthStore } from '../stores/auth-store';
import { answerApi } from '../testing/answer-api';
import { makeUser } from '../testing/fixtures';
import { StandaloneShell } from './standalone-shell';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

let assign: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({
    user: null,
    token: null,
    isAuthenticated: false,
    isLoading: false,
    error: null,
  });
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  window.history.pushState({}, '', '/journals');
});
afterEach(() => assign.mockRestore());

function renderShell() {
  render(
    <StandaloneShell section="journals">
      <p>journals section</p>
    </StandaloneShell>,
  );
}

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

it('signs in with the sign-in card, then shows the section and signs out', async () => {
  const user = makeUser({ name: 'Ada Admin' });
  const fake = answerApi((config) =>
    config.url === 'auth/login'
      ? {
          status: 200,
          data: {
            success: true,
            user,
            access_token: 'new-token',
            token_type: 'Bearer',
            expires_at: '',
          },
        }
      : { status: 200, data: { success: true, message: 'Logged out' } },
  );
  renderShell();
  await fillAndSubmit('admin@colophon.test', 'colophon-demo');
  expect(await screen.findByText('journals section')).toBeInTheDocument();
  // Back where the visitor was before signing in.
  expect(window.location.pathname).toBe('/journals');
  expect(fake.calls[0]).toMatchObject({ method: 'post', url: 'auth/login' });
  expect(useAuthStore.getState()).toMatchObject({ token: 'new-token', isAuthenticated: true });
  expect(screen.getByText('Signed in as Ada Admin')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: /Sign Out/ }));
  expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(fake.calls[1]).toMatchObject({ method: 'post', url: 'auth/logout' });
  expect(useAuthStore.getState().isAuthenticated).toBe(false);
  fake.restore();
});

it('validates with the login schema before calling the API', async () => {
  const fake = answerApi(() => ({ status: 200, data: {} }));
  renderShell();
  await fillAndSubmit('not-an-email', '123');
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(fake.calls).toHaveLength(0);
  fake.restore();
});

it('shows the server message when sign-in is refused', async () => {
  const fake = answerApi(() => ({
    status: 401,
    data: { message: 'Invalid email or password' },
  }));
  renderShell();
  await fillAndSubmit('admin@colophon.test', 'wrong-password');
  expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  expect(useAuthStore.getState().isAuthenticated).toBe(false);
  // The card lives on /login, so the refused sign-in does not trigger the 401 redirect.
  expect(window.location.pathname).toBe('/login');
  expect(assign).not.toHaveBeenCalled();
  fake.restore();
});

it('checks a stored session first', async () => {
  localStorage.setItem('auth_token', 'stored');
  const fake = answerApi(() => ({
    status: 200,
    data: { success: true, user: makeUser() },
  }));
  renderShell();
  expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('journals section')).toBeInTheDocument());
  expect(fake.calls[0]).toMatchObject({ method: 'get', url: 'auth/me' });
  fake.restore();
});

function Title() {
  const { t } = useTranslation('globe');
  return <h1>{t('title')}</h1>;
}

it("registers the section's translations before the section renders", async () => {
  localStorage.setItem('auth_token', 'stored');
  const fake = answerApi(() => ({
    status: 200,
    data: { success: true, user: makeUser() },
  }));
  window.history.pushState({}, '', '/globe');
  const translations = {
    en: { title: 'Globe (en)' },
    ur: { title: 'Globe (ur)' },
    de: { title: 'Globe (de)' },
  };
  render(
    <StandaloneShell section="globe" translations={translations}>
      <Title />
    </StandaloneShell>,
  );
  expect(await screen.findByText('Globe (en)')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('de'));
  expect(screen.getByText('Globe (de)')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('en'));
  fake.restore();
});
