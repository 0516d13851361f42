import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ModuleFederation } from '@module-federation/enhanced/runtime';
import { apiClient, queryClient, type SectionProps, useAuthStore } from '@colophon/shared';
import {
  cohortOf,
  type RemoteDefinition,
  type RemotesResponse,
  userSubject,
} from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { renderRoutes } from '../test/render-app';
import { QA_OVERRIDES_KEY } from './qa-overrides';
import { forgetPinnedBuilds } from './section-build';
import { SectionOutlet } from './section-outlet';
import { makeManifest } from './testing/section-manifests';

// The panel's runtime instance, as federation-runtime.ts would create it.
const mockRuntime = {
  registerRemotes: jest.fn<void, Parameters<ModuleFederation['registerRemotes']>>(),
  loadRemote: jest.fn<Promise<unknown>, [string]>(),
};
jest.mock('./federation-runtime', () => ({ federation: () => Promise.resolve(mockRuntime) }));

const mockedLoadRemote = mockRuntime.loadRemote;
const mockedRegisterRemotes = mockRuntime.registerRemotes;

let run = 0;
/** Entries differ per test: the runtime registry lives for the whole file. */
function definition(section: 'journals' | 'users', canaryPercentage?: number): RemoteDefinition {
  const name = `mf_${section}`;
  const manifest = makeManifest(section);
  return {
    section,
    name,
    stable: {
      version: '1.0.0',
      entry: `http://stable/${run}/${section}.json`,
      deployed: false,
      manifest,
    },
    canary:
      canaryPercentage === undefined
        ? null
        : {
            version: '1.1.0',
            entry: `http://canary/${run}/${section}.json`,
            deployed: false,
            manifest,
            percentage: canaryPercentage,
          },
  };
}

let registry: RemotesResponse;
let posts: jest.SpyInstance;

type ParcelProps = SectionProps & { domElement: HTMLElement };

/** A stand-in remote: plain DOM lifecycles that print the props they get. */
function fakeSectionModule() {
  const render = (props: ParcelProps) => {
    props.domElement.textContent = `${props.section} section at ${props.location.pathname}`;
    return Promise.resolve();
  };
  return {
    bootstrap: jest.fn(() => Promise.resolve()),
    mount: jest.fn(render),
    update: jest.fn(render),
    unmount: jest.fn((props: ParcelProps) => {
      props.domElement.textContent = '';
      return Promise.resolve();
    }),
  };
}

function renderSection(path = '/journals') {
  return renderRoutes(
    [
      { path: '/journals/*', element: <SectionOutlet section="journals" /> },
      { path: '/users', element: <SectionOutlet section="users" /> },
    ],
    path,
  );
}

const registeredEntries = () =>
  mockedRegisterRemotes.mock.calls.map(([remotes]) => (remotes[0] as { entry: string }).entry);

describe('SectionOutlet', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    run += 1;
    // Each test is a page load of its own: nothing pinned, no canary failed.
    forgetPinnedBuilds();
    queryClient.clear();
    jest.clearAllMocks();
    localStorage.clear();
    useAuthStore.getState().login(makeUser({ id: 7 }), 'token');
    registry = { remotes: [definition('journals')], qa_overrides: false };
    jest.spyOn(apiClient, 'get').mockImplementation(async (url) => {
      if (url === 'remotes') return { data: registry };
      throw new Error(`unexpected GET ${url}`);
    });
    posts = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
    jest.restoreAllMocks();
  });

  it('registers the stable build of the registry and mounts the section with the host props', async () => {
    const module = fakeSectionModule();
    mockedLoadRemote.mockResolvedValue(module);
    renderSection('/journals/7');

    expect(await screen.findByText('journals section at /journals/7')).toBeInTheDocument();
    expect(apiClient.get).toHaveBeenCalledWith('remotes');
    expect(registeredEntries()).toEqual([`http://stable/${run}/journals.json`]);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_journals/section');
    const props = module.mount.mock.calls[0]?.[0];
    expect(props).toMatchObject({ basePath: '/journals', section: 'journals' });
    expect(typeof props?.navigator.push).toBe('function');
  });

  it('mounts a section again from the lifecycles it loaded the first time', async () => {
    const module = fakeSectionModule();
    mockedLoadRemote.mockResolvedValue(module);
    const first = renderSection('/journals');
    expect(await screen.findByText('journals section at /journals')).toBeInTheDocument();
    first.unmount();
    await waitFor(() => expect(module.unmount).toHaveBeenCalledTimes(1));

    renderSection('/journals/7');
    expect(await screen.findByText('journals section at /journals/7')).toBeInTheDocument();
    expect(module.mount).toHaveBeenCalledTimes(2);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('reports a load failure, shows Retry, and retries with a fresh registration', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    renderSection();

    const retry = await screen.findByRole('button', { name: /Retry/ });
    expect(posts).toHaveBeenCalledWith('remotes/errors', {
      section: 'journals',
      version: '1.0.0',
      entry: `http://stable/${run}/journals.json`,
      message: 'Failed to get manifest',
    });
    mockedLoadRemote.mockResolvedValue(fakeSectionModule());
    await userEvent.click(retry);

    expect(await screen.findByText('journals section at /journals')).toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_journals', entry: `http://stable/${run}/journals.json` }],
      { force: true },
    );
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('reports a section missing from the registry', async () => {
    renderSection('/users');
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
    await waitFor(() => expect(mockedLoadRemote).not.toHaveBeenCalled());
  });

  it('loads the canary for a user of its cohort, and none for a 0 % share', async () => {
    expect(cohortOf(userSubject(7), 'journals')).toBeLessThan(100);
    registry = { remotes: [definition('journals', 100)], qa_overrides: false };
    mockedLoadRemote.mockResolvedValue(fakeSectionModule());
    renderSection();
    expect(await screen.findByText('journals section at /journals')).toBeInTheDocument();
    expect(registeredEntries()).toEqual([`http://canary/${run}/journals.json`]);
  });

  it('honours a QA override only when the registry allows it', async () => {
    localStorage.setItem(QA_OVERRIDES_KEY, JSON.stringify({ journals: 'http://qa/build.json' }));
    mockedLoadRemote.mockResolvedValue(fakeSectionModule());
    const first = renderSection();
    expect(await screen.findByText('journals section at /journals')).toBeInTheDocument();
    expect(registeredEntries().at(-1)).toBe(`http://stable/${run}/journals.json`);
    first.unmount();
    // Off: what an earlier visit stored is dropped, not kept for later.
    expect(localStorage.getItem(QA_OVERRIDES_KEY)).toBeNull();

    // The next page load.
    forgetPinnedBuilds();
    queryClient.clear();
    localStorage.setItem(QA_OVERRIDES_KEY, JSON.stringify({ journals: 'http://qa/build.json' }));
    registry = {
      remotes: [definition('journals')],
      qa_overrides: true,
      qa_override_origins: ['http://qa'],
    };
    renderSection();
    expect(await screen.findByText('journals section at /journals')).toBeInTheDocument();
    expect(registeredEntries().at(-1)).toBe('http://qa/build.json');
  });

  it('keeps the build it mounted when the registry is read again with another version', async () => {
    const module = fakeSectionModule();
    mockedLoadRemote.mockResolvedValue(module);
    renderSection();
    expect(await screen.findByText('journals section at /journals')).toBeInTheDocument();

    // A canary for everyone, read again on this page load (a Retry, an invalidation).
    registry = { remotes: [definition('journals', 100)], qa_overrides: false };
    await queryClient.refetchQueries({ queryKey: ['host', 'remotes'] });
    await waitFor(() =>
      expect(
        queryClient.getQueryData<RemotesResponse>(['host', 'remotes'])?.remotes[0]?.canary,
      ).toMatchObject({ percentage: 100 }),
    );

    expect(screen.getByText('journals section at /journals')).toBeInTheDocument();
    expect(registeredEntries()).toEqual([`http://stable/${run}/journals.json`]);
    expect(module.unmount).not.toHaveBeenCalled();
  });

  it('falls back to the stable build when the canary fails, and reports the canary', async () => {
    registry = { remotes: [definition('journals', 100)], qa_overrides: false };
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('canary manifest 404'))
      .mockResolvedValue(fakeSectionModule());
    renderSection();

    expect(await screen.findByText('journals section at /journals')).toBeInTheDocument();
    expect(registeredEntries()).toEqual([
      `http://canary/${run}/journals.json`,
      `http://stable/${run}/journals.json`,
    ]);
    expect(posts).toHaveBeenCalledWith(
      'remotes/errors',
      expect.objectContaining({ version: '1.1.0', message: 'canary manifest 404' }),
    );
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });
});
