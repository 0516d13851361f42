import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@colophon/shared/testing';
import { fakeApi } from '../../../../test/fake-api';
import '../../../../app/register-translations';
import { releaseKeys } from '../../api/get-releases';
import { useRollbackRelease } from '../../api/release-actions';
import { historyEntry, noReports } from '../../testing/health-fixtures';
import { ReleaseHealthPanel } from './release-health-panel';

jest.mock('./health-chart-canvas', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

let api: ReturnType<typeof fakeApi>;
let history = [historyEntry({})];
beforeEach(() => {
  history = [historyEntry({})];
  api = fakeApi((config) => {
    if (config.url?.endsWith('/history')) return { status: 200, data: { data: history } };
    if (config.url?.endsWith('/health')) return { status: 200, data: { data: noReports() } };
    return { status: 200, data: { message: 'ok' } };
  });
});
afterEach(() => api.restore());

const urls = () => api.requests.map((r) => `${r.method} ${r.url}`);

function RollBack() {
  const rollback = useRollbackRelease();
  return <button onClick={() => rollback.mutate('journals')}>roll back</button>;
}

describe('ReleaseHealthPanel', () => {
  it('asks for nothing until opened, then shows the health and, on its tab, the history', async () => {
    renderWithProviders(<ReleaseHealthPanel section="journals" />);
    const header = screen.getByText('Health, rollout policy and history');
    expect(header.closest('[aria-expanded]')).toHaveAttribute('aria-expanded', 'false');
    expect(api.requests).toHaveLength(0);

    fireEvent.click(header);
    expect(await screen.findByText('No sessions reported yet')).toBeInTheDocument();
    expect(urls()).toContain('get remotes/journals/health');

    fireEvent.click(screen.getByText('History'));
    expect(await screen.findByText('Canary set to 50 %')).toBeInTheDocument();
  });

  it('is refreshed by the release actions', async () => {
    const { queryClient } = renderWithProviders(
      <>
        <RollBack />
        <ReleaseHealthPanel section="journals" />
      </>,
    );
    fireEvent.click(screen.getByText('Health, rollout policy and history'));
    await screen.findByText('No sessions reported yet');
    const health = () => queryClient.getQueryState(releaseKeys.health('journals', 60));
    const before = health()?.dataUpdateCount ?? 0;

    await act(async () => {
      fireEvent.click(screen.getByText('roll back'));
    });
    expect(urls()).toContain('post remotes/journals/rollback');
    await waitFor(() => expect(health()?.dataUpdateCount).toBeGreaterThan(before));
  });

  it('refreshes the release list when the watcher acts while the panel is open', async () => {
    const { queryClient } = renderWithProviders(<ReleaseHealthPanel section="journals" />);
    queryClient.setQueryData(releaseKeys.all, []);
    fireEvent.click(screen.getByText('Health, rollout policy and history'));
    await screen.findByText('No sessions reported yet');
    await waitFor(() => expect(urls()).toContain('get remotes/journals/history'));
    const list = () => queryClient.getQueryState(releaseKeys.all);
    expect(list()?.isInvalidated).toBe(false);

    // The same history again changes nothing; a new entry (an automatic rollback) does.
    await act(() => queryClient.refetchQueries({ queryKey: releaseKeys.history('journals') }));
    expect(list()?.isInvalidated).toBe(false);
    history = [historyEntry({ id: 2, action: 'auto_rollback', by: null }), ...history];
    await act(() => queryClient.refetchQueries({ queryKey: releaseKeys.history('journals') }));
    await waitFor(() => expect(list()?.isInvalidated).toBe(true));
  });
});
