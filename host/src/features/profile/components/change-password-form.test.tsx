import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@colophon/shared';
import { fakeApi } from '../../../test/fake-api';
import '../../../app/register-translations';
import { ChangePasswordForm } from './change-password-form';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderForm() {
  render(
    <AppProviders>
      <ChangePasswordForm />
    </AppProviders>,
  );
  fill('Current password', 'not-mine');
  fill('New password', 'a-fresh-passphrase-42');
  fill('Confirm new password', 'a-fresh-passphrase-42');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

it('puts a wrong current password on its field', async () => {
  api = fakeApi(() => ({
    status: 422,
    data: {
      message: 'The current password is incorrect',
      errors: { current_password: ['The current password is incorrect'] },
    },
  }));
  renderForm();
  expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
  expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  expect(api.requests[0]).toMatchObject({
    method: 'post',
    url: 'auth/password',
    data: {
      current_password: 'not-mine',
      password: 'a-fresh-passphrase-42',
      password_confirmation: 'a-fresh-passphrase-42',
    },
  });
});

it('says so and empties the form when the password changed', async () => {
  api = fakeApi(() => ({ status: 200, data: { success: true, message: 'ok', user: {} } }));
  renderForm();
  expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
});

it('checks the confirmation before asking the server', async () => {
  api = fakeApi(() => ({ status: 500 }));
  render(
    <AppProviders>
      <ChangePasswordForm />
    </AppProviders>,
  );
  fill('Current password', 'mine');
  fill('New password', 'a-fresh-passphrase-42');
  fill('Confirm new password', 'something-else-42');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true'),
  );
  expect(api.requests).toHaveLength(0);
});
