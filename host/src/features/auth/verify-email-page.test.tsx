import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-app';
import { VerifyEmailPage } from './verify-email-page';

describe('VerifyEmailPage', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => api?.restore());

  const open = (query: string) =>
    renderRoutes(
      [{ path: '/verify-email', element: <VerifyEmailPage /> }],
      `/verify-email${query}`,
    );

  it('posts the token once and shows the address verified', async () => {
    api = fakeApi(() => ({ status: 200, data: { success: true } }));
    open('?token=1.2.abc');
    expect(await screen.findByText('Your email address has been verified.')).toBeInTheDocument();
    expect(api.requests).toEqual([
      { method: 'post', url: 'auth/email/verify', data: { token: '1.2.abc' } },
    ]);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message for an invalid or expired link", async () => {
    api = fakeApi(() => ({
      status: 422,
      data: {
        message: 'x',
        errors: { token: ['This verification link is invalid or has expired'] },
      },
    }));
    open('?token=bad');
    expect(
      await screen.findByText('This verification link is invalid or has expired'),
    ).toBeInTheDocument();
  });

  it('asks nothing without a token', async () => {
    api = fakeApi(() => ({ status: 200, data: {} }));
    open('');
    expect(
      await screen.findByText('This verification link is invalid or has expired'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
