// The section's own role-restricted pages: a direct URL from someone the API
// would refuse shows the panel's access screen and asks the API nothing.
import { screen } from '@testing-library/react';
import { fakeApi, pageOf } from '../testing/fake-api';
import { renderWithProviders } from '../testing/render-with-providers';
import { signInAs, signOut } from '../testing/sign-in-as';
import { ManuscriptsRoutes } from '.';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  signOut();
});

const serveLists = () =>
  fakeApi({
    'GET reviews/assignments': () => ({ status: 200, data: pageOf([]) }),
    'GET editorial-queue': () => ({
      status: 200,
      data: { ...pageOf([]), meta: { ...pageOf([]).meta, stage_counts: {} } },
    }),
  });

it.each([
  ['author', '/reviews'],
  ['author', '/editorial-queue'],
  ['reviewer', '/editorial-queue'],
])('%s opening %s gets the access screen and no request', async (role, route) => {
  signInAs([role]);
  api = serveLists();
  renderWithProviders(<ManuscriptsRoutes />, { route });
  expect(await screen.findByText("You don't have access to this page")).toBeInTheDocument();
  expect(screen.getByText('Back to Dashboard').closest('a')).toHaveAttribute('href', '/dashboard');
  expect(api.calls).toHaveLength(0);
});

it('lets a reviewer open Review Assignments', async () => {
  signInAs(['reviewer']);
  api = serveLists();
  renderWithProviders(<ManuscriptsRoutes />, { route: '/reviews' });
  expect(await screen.findByText('Review Assignments')).toBeInTheDocument();
  expect(screen.queryByText("You don't have access to this page")).not.toBeInTheDocument();
});
