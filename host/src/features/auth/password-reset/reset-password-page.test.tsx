import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeResponse } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'abc.def';

describe('ResetPasswordPage', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => api?.restore());

  const open = (query = `?token=${TOKEN}`) =>
    renderRoutes(
      [
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '/forgot-password', element: <p>forgot page</p> },
        { path: '/login', element: <p>sign-in page</p> },
      ],
      `/reset-password${query}`,
    );

  async function choose(password: string, confirmation = password) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm the new password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    return user;
  }

  const answering = (response: FakeResponse) => fakeApi(() => response);

  it('sets the password with the token and sends the user to sign in', async () => {
    api = answering({ status: 200, data: { success: true, message: 'x' } });
    open();
    const user = await choose('quiet-harbour-71');
    const done = await screen.findByText(
      'Your password has been changed. Sign in with the new password.',
    );
    expect(done.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Back to sign in' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([
      {
        method: 'post',
        url: 'auth/password/reset',
        data: {
          token: TOKEN,
          password: 'quiet-harbour-71',
          password_confirmation: 'quiet-harbour-71',
        },
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });

  it('checks the passwords as registration does, without asking', async () => {
    api = answering({ status: 200, data: {} });
    open();
    await choose('123', '456');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a common password on its field without asking', async () => {
    api = answering({ status: 200, data: {} });
    open();
    await choose('password1');
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    [
      410,
      'This link has already been used to reset the password. Ask for a new one if you need it.',
    ],
    [
      410,
      'This link has expired: a link to reset the password works for one hour. Ask for a new one.',
    ],
    [400, 'This link to reset the password is not valid. Ask for a new one.'],
  ])('a %i answer says what went wrong and offers a new link', async (status, message) => {
    api = answering({ status, data: { message } });
    open();
    const user = await choose('quiet-harbour-71');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByText('forgot page')).toBeInTheDocument();
  });

  it("puts the server's password errors on their field and keeps the form", async () => {
    api = answering({
      status: 422,
      data: { message: 'm', errors: { password: ['Refused by the server'] } },
    });
    open();
    await choose('quiet-harbour-71');
    expect(await screen.findByText('Refused by the server')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('without a token, says so at once and asks nothing', () => {
    api = answering({ status: 200, data: {} });
    open('');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link to reset the password is not complete.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
