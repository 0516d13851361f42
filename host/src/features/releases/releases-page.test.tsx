import { screen } from '@testing-library/react';
import { queryClient, useAuthStore } from '@colophon/shared';
import { makeUser } from '@colophon/shared/testing';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-app';
import { ReleasesPage } from './releases-page';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => queryClient.clear());
afterEach(() => api.restore());

it('shows someone who may not manage releases the access screen without asking the API', async () => {
  api = fakeApi(() => ({ status: 403, data: { message: 'This action is unauthorized.' } }));
  useAuthStore
    .getState()
    .login(makeUser({ roles: [{ id: 6, name: 'author', description: null }] }), 'token');
  renderRoutes([{ path: '/', element: <ReleasesPage /> }]);
  expect(
    await screen.findByRole('heading', { name: "You don't have access to this page" }),
  ).toBeVisible();
  // Give a query a chance to start: none may.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.requests).toEqual([]);
});

it('asks an administrator’s releases', async () => {
  api = fakeApi(() => ({ status: 200, data: { data: [] } }));
  useAuthStore
    .getState()
    .login(makeUser({ roles: [{ id: 1, name: 'admin', description: null }] }), 'token');
  renderRoutes([{ path: '/', element: <ReleasesPage /> }]);
  expect(await screen.findByRole('heading', { name: 'Releases' })).toBeVisible();
  expect(api.requests.map((request) => request.url)).toContain('remotes/releases');
});
