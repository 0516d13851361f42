import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders, queryClient, useAuthStore } from '@colophon/shared';
import { NOTIFICATION_KINDS } from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { fakeApi } from '../../test/fake-api';
import '../../app/register-translations';
import { NotificationSettings } from './notification-settings';

const defaults = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, { panel: true, email: 'immediate' }]),
);

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  queryClient.clear();
  useAuthStore
    .getState()
    .login(makeUser({ roles: [{ id: 6, name: 'author', description: null }] }), 'token');
});
afterEach(() => api.restore());

const renderSettings = () =>
  render(
    <AppProviders>
      <NotificationSettings />
    </AppProviders>,
  );

const kind = (name: string) => screen.getByRole('group', { name });

it("asks an author about their kinds only and saves every kind's choice", async () => {
  api = fakeApi((config) =>
    config.method === 'put'
      ? { status: 200, data: { message: 'ok', data: JSON.parse(String(config.data)) } }
      : { status: 200, data: { data: defaults } },
  );
  renderSettings();
  const mine = await screen.findByRole('group', { name: 'My manuscripts' });
  expect(kind('Discussions')).toBeInTheDocument();
  // Reviewers' and editors' kinds are not an author's.
  expect(screen.queryByRole('group', { name: 'Review invitations and reminders' })).toBeNull();
  expect(screen.queryByRole('group', { name: 'The editorial desk' })).toBeNull();
  const save = screen.getByRole('button', { name: 'Save preferences' });
  expect(save).toBeDisabled();

  fireEvent.click(within(mine).getByRole('radio', { name: 'Daily summary' }));
  fireEvent.click(
    within(kind('Discussions')).getByRole('switch', { name: 'Discussions: In the panel' }),
  );
  fireEvent.click(within(kind('Discussions')).getByRole('radio', { name: 'Off' }));
  expect(save).toBeEnabled();
  fireEvent.click(save);

  expect(await screen.findByText('Your notification preferences are saved.')).toBeInTheDocument();
  const put = api.requests.find((r) => r.method === 'put')!;
  expect(put.url).toBe('notifications/preferences');
  expect(put.data).toEqual({
    ...defaults,
    myManuscripts: { panel: true, email: 'digest' },
    discussions: { panel: false, email: 'off' },
  });
  await waitFor(() => expect(save).toBeDisabled());
});

it("puts the server's error at its control", async () => {
  api = fakeApi((config) =>
    config.method === 'put'
      ? {
          status: 422,
          data: {
            message: 'Choose immediately, daily digest or off',
            errors: { 'myManuscripts.email': ['Choose immediately, daily digest or off'] },
          },
        }
      : { status: 200, data: { data: defaults } },
  );
  renderSettings();
  const mine = await screen.findByRole('group', { name: 'My manuscripts' });
  fireEvent.click(within(mine).getByRole('radio', { name: 'Off' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
  expect(
    await within(mine).findByText('Choose immediately, daily digest or off'),
  ).toBeInTheDocument();
});

it('says so when the preferences cannot be loaded, and tries again', async () => {
  let failing = true;
  api = fakeApi(() =>
    failing
      ? { status: 500, data: { message: 'boom' } }
      : { status: 200, data: { data: defaults } },
  );
  renderSettings();
  expect(
    await screen.findByText('Your notification preferences could not be loaded.'),
  ).toBeInTheDocument();
  failing = false;
  fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
  expect(await screen.findByRole('group', { name: 'My manuscripts' })).toBeInTheDocument();
});
