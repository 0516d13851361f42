import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient, useAuthStore } from '@colophon/shared';
import { type AppNotification } from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { NotificationBell } from './notification-bell';

const note = (id: number, read: boolean): AppNotification => ({
  id,
  code: 'revisionRequested',
  params: { title: `Paper ${id}`, letter: 'Add the data.' },
  link: `/manuscripts/${id}`,
  manuscript_id: id,
  read_at: read ? '2026-11-25T10:00:00.000Z' : null,
  created_at: '2026-11-25T09:00:00.000Z',
});

/** The API as the bell sees it: `unread` in the summary, the list, the read marks. */
function serve(unread: number, list: AppNotification[] = []) {
  return fakeApi((config) => {
    if (config.url === 'notifications/summary')
      return { status: 200, data: { data: { unread, manuscripts_awaiting_action: 0 } } };
    if (config.url === 'notifications')
      return {
        status: 200,
        data: {
          data: list,
          meta: { current_page: 1, per_page: 10, last_page: 1, total: list.length, unread },
        },
      };
    if (config.method === 'post') return { status: 200, data: { message: 'ok', data: {} } };
    return { status: 404, data: { message: 'Not Found' } };
  });
}

const renderBell = () =>
  renderRoutes([
    { path: '/', element: <NotificationBell /> },
    { path: '/manuscripts/:id', element: <p>Manuscript page</p> },
  ]);

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  queryClient.clear();
  useAuthStore.getState().login(makeUser(), 'token');
});
afterEach(() => api.restore());

it('shows 9+ above nine and names the count for screen readers', async () => {
  api = serve(12);
  renderBell();
  expect(await screen.findByRole('button', { name: 'Notifications, 12 unread' })).toBeVisible();
  expect(screen.getByText('9+')).toBeInTheDocument();
});

it('shows no badge at zero', async () => {
  api = serve(0);
  const { container } = renderBell();
  await waitFor(() =>
    expect(api.requests.some((r) => r.url === 'notifications/summary')).toBe(true),
  );
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
  expect(container.querySelector('.ant-badge-count')).toBeNull();
});

it('opens a dialog listing the notifications; marks one or all read; a link opens it', async () => {
  api = serve(2, [note(7, false), note(6, false), note(5, true)]);
  const view = renderBell();
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  fireEvent.click(bell);
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  const items = await within(dialog).findAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(
    within(dialog).getByRole('link', {
      name: /Revisions were requested for your manuscript “Paper 7”/,
    }),
  ).toHaveAttribute('href', '/manuscripts/7');

  fireEvent.click(
    within(dialog).getByRole('button', {
      name: 'Mark as read: Revisions were requested for your manuscript “Paper 6”',
    }),
  );
  await waitFor(() =>
    expect(api.requests.some((r) => r.method === 'post' && r.url === 'notifications/6/read')).toBe(
      true,
    ),
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() =>
    expect(api.requests.some((r) => r.url === 'notifications/read-all')).toBe(true),
  );

  fireEvent.click(within(dialog).getByRole('link', { name: /“Paper 7”/ }));
  expect(await screen.findByText('Manuscript page')).toBeInTheDocument();
  expect(view.location.current?.pathname).toBe('/manuscripts/7');
  expect(api.requests.some((r) => r.url === 'notifications/7/read')).toBe(true);
});

it('moves focus into the dialog and back to the bell on Escape', async () => {
  api = serve(1, [note(3, false)]);
  renderBell();
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(bell);
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() =>
    expect(within(dialog).getByRole('heading', { name: 'Notifications' })).toHaveFocus(),
  );
  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(bell).toHaveFocus());
  expect(bell).toHaveAttribute('aria-expanded', 'false');
}, 20_000);
