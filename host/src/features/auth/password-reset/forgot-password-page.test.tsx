import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { ForgotPasswordPage } from './forgot-password-page';

const SENT =
  'If an account exists for this address, we have sent a link to reset the password. It is valid for one hour.';

describe('ForgotPasswordPage', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => api?.restore());

  const open = () =>
    renderRoutes(
      [
        { path: '/forgot-password', element: <ForgotPasswordPage /> },
        { path: '/login', element: <p>sign-in page</p> },
      ],
      '/forgot-password',
    );

  async function ask(email: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email Address'), email);
    await user.keyboard('{Enter}');
    return user;
  }

  it('asks for a link and says the same whatever the address, with the focus on the answer', async () => {
    api = fakeApi(() => ({ status: 202, data: { success: true, message: 'x' } }));
    open();
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    await ask('ada@example.org');
    const answer = await screen.findByText(SENT);
    expect(answer.closest('[tabindex="-1"]')).toHaveFocus();
    expect(api.requests).toEqual([
      { method: 'post', url: 'auth/password/forgot', data: { email: 'ada@example.org' } },
    ]);
    expect(screen.queryByLabelText('Email Address')).not.toBeInTheDocument();
    // Another address: the form comes back.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use another address' }));
    expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
  });

  it('refuses a malformed address on its field without asking', async () => {
    api = fakeApi(() => ({ status: 202, data: {} }));
    open();
    await ask('not-an-address');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it("shows the limit's message and keeps the form", async () => {
    api = fakeApi(() => ({
      status: 429,
      data: { message: 'Too many attempts. Please try again in 840 seconds.' },
    }));
    open();
    await ask('ada@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 840 seconds.',
    );
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it('reports a network failure', async () => {
    api = fakeApi(() => 'network-error');
    open();
    await ask('ada@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
  });

  it('links back to sign-in', async () => {
    open();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });
});
