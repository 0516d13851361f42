import { screen, waitFor, within } from '@testing-library/react';
import { apiClient, queryClient, useAuthStore } from '@colophon/shared';
import { type RemotesResponse } from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { makeManifest, repoManifests } from '../../federation/testing/section-manifests';
import { renderRoutes } from '../../test/render-app';
import { SidebarNav } from './sidebar-nav';

jest.mock('../../federation/built-in-manifests', () => ({
  BUILT_IN_MANIFESTS: jest
    .requireActual('../../federation/testing/section-manifests')
    .repoManifests(),
}));
jest.mock('../../federation/preload-section', () => ({ preloadSection: jest.fn() }));

const SPEC_LINKS = [
  ['Dashboard', '/dashboard'],
  ['Journals', '/journals'],
  ['Manuscripts', '/manuscripts'],
  ['Categories', '/categories'],
  ['Tags', '/tags'],
  ['My Submissions', '/submissions'],
  ['Review Assignments', '/reviews'],
  ['Editorial Queue', '/editorial-queue'],
  ['Users', '/users'],
  ['Profile', '/profile'],
  ['Settings', '/settings'],
  // Administrators' tools added after the spec's list (the sections' section.json).
  ['Letter templates', '/letter-templates'],
  ['Outbox', '/outbox'],
];

const links = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const renderSidebar = () => renderRoutes([{ path: '*', element: <SidebarNav /> }], '/journals/2');

beforeEach(() => {
  queryClient.clear();
  useAuthStore.getState().login(makeUser(), 'token');
});
afterEach(() => jest.restoreAllMocks());

it("is complete and in the spec's order when the registry cannot be read", async () => {
  const get = jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('Network Error'));
  renderSidebar();
  expect(links()).toEqual(SPEC_LINKS);
  await waitFor(() => expect(get).toHaveBeenCalledWith('remotes'));
  expect(links()).toEqual(SPEC_LINKS);
  expect(screen.getByText('Content Management')).toBeInTheDocument();
  // The Manuscripts badge is live (features/notifications): none without an answer.
  expect(screen.queryByTitle('5 new')).not.toBeInTheDocument();
});

it("adds the entries of a section's release without a host rebuild", async () => {
  const [journals, manuscripts, users, categories] = repoManifests();
  const withIssues = {
    ...journals!,
    routes: ['/journals', '/issues'],
    nav: [
      ...journals!.nav,
      {
        path: '/issues',
        group: 'content' as const,
        order: 15,
        icon: 'BookOutlined',
        label: { en: 'Issues', ur: 'شمارے', de: 'Ausgaben' },
      },
    ],
  };
  const served = [withIssues, manuscripts!, users!, categories!, makeManifest('audit')];
  const registry: RemotesResponse = {
    qa_overrides: false,
    remotes: served.map((manifest) => ({
      section: manifest.section,
      name: manifest.name,
      stable: { version: '2.0.0', entry: 'http://s', deployed: false, manifest },
      canary: null,
    })),
  };
  // The registry for 'remotes'; the Manuscripts badge's summary as none waiting.
  jest.spyOn(apiClient, 'get').mockImplementation((url: string) =>
    Promise.resolve({
      data: url === 'remotes' ? registry : { data: { unread: 0, manuscripts_awaiting_action: 0 } },
    }),
  );
  renderSidebar();
  await waitFor(() => expect(links()).toContainEqual(['Issues', '/issues']));
  expect(
    links()
      .map(([, to]) => to)
      .slice(1, 4),
  ).toEqual(['/journals', '/issues', '/manuscripts']);
});
