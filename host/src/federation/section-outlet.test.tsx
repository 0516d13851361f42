import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { queryClient, type SectionProps } from '@colophon/shared';
import { renderRoutes } from '../test/render-app';
import { SectionOutlet } from './section-outlet';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const REMOTES = {
  remotes: [
    { name: 'mf_journals', section: 'journals', entry: 'http://localhost:4101/mf-manifest.json' },
  ],
};

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

describe('SectionOutlet', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    queryClient.clear();
    jest.clearAllMocks();
    // jsdom has no Fetch API; the loader only reads ok, status and json().
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(REMOTES) }),
    ) as unknown as typeof fetch;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('registers the remotes from /config/remotes.json and mounts the section with the host props', async () => {
    const module = fakeSectionModule();
    mockedLoadRemote.mockResolvedValue(module);
    renderSection('/journals/7');

    expect(await screen.findByText('journals section at /journals/7')).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledWith('/config/remotes.json', expect.anything());
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'mf_journals', entry: 'http://localhost:4101/mf-manifest.json' },
    ]);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_journals/section');
    const props = module.mount.mock.calls[0]?.[0];
    expect(props).toMatchObject({ basePath: '/journals', section: 'journals' });
    expect(typeof props?.navigator.push).toBe('function');
  });

  it('shows a section error with Retry when the remote fails to load, and retries with a fresh registration', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    renderSection();

    const retry = await screen.findByRole('button', { name: /Retry/ });
    mockedLoadRemote.mockResolvedValue(fakeSectionModule());
    await userEvent.click(retry);

    expect(await screen.findByText('journals section at /journals')).toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_journals', entry: 'http://localhost:4101/mf-manifest.json' }],
      { force: true },
    );
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('reports a section missing from the remotes list', async () => {
    renderSection('/users');
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
    await waitFor(() => expect(mockedLoadRemote).not.toHaveBeenCalled());
  });
});
