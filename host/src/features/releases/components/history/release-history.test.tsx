import { act, screen, within } from '@testing-library/react';
import { changeLanguage } from '@colophon/shared';
import { renderWithProviders } from '@colophon/shared/testing';
import { fakeApi } from '../../../../test/fake-api';
import '../../../../app/register-translations';
import {
  brokenCanary,
  healthyStable,
  historyEntry,
  withoutIsolates,
} from '../../testing/health-fixtures';
import { ReleaseHistory } from './release-history';

// The section's name comes from its manifest (the repository's section.json files).
jest.mock('../../../../federation/built-in-manifests', () => ({
  BUILT_IN_MANIFESTS: jest
    .requireActual('../../../../federation/testing/section-manifests')
    .repoManifests(),
}));

const automaticRollback = historyEntry({
  id: 3,
  action: 'auto_rollback',
  at: '2026-12-02T10:12:00.000Z',
  by: null,
  canary_version: null,
  canary_percentage: 0,
  verdict: {
    rule: 'error_rate',
    window_minutes: 10,
    canary: brokenCanary(40),
    stable: healthyStable(38),
    threshold: 2,
    error_ratio: 2,
  },
});
const slowRollback = historyEntry({
  id: 2,
  action: 'auto_rollback',
  by: null,
  canary_version: null,
  canary_percentage: 0,
  verdict: {
    rule: 'inp',
    window_minutes: 10,
    canary: brokenCanary(250),
    stable: healthyStable(240),
    threshold: 100,
  },
});
const canary = historyEntry({ id: 1 });
const policy = historyEntry({ id: 0, action: 'policy', at: '2026-12-02T09:00:00.000Z' });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi(() => ({
    status: 200,
    data: { data: [automaticRollback, slowRollback, canary, policy] },
  }));
});
afterEach(async () => {
  api.restore();
  await act(() => changeLanguage('en'));
});

describe('ReleaseHistory', () => {
  it('lists the changes newest first, the watcher’s with its rule and figures', async () => {
    renderWithProviders(<ReleaseHistory section="journals" />);
    const list = await screen.findByRole('list', {
      name: 'Release history of the Journals section, newest first',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);

    expect(items[0]).toHaveTextContent('Rolled back automatically');
    expect(items[0]).toHaveTextContent('Rollout watcher');
    expect(withoutIsolates(items[0]!.textContent)).toContain('stable v1.1.0');
    expect(screen.getByTestId('history-verdict-3')).toHaveTextContent(
      'Error rate 100% over 40 sessions, stable 0% over 38: above 2% and 2× stable (last 10 min)',
    );
    expect(screen.getByTestId('history-verdict-2')).toHaveTextContent(
      'p75 INP 320 ms over 250 interactions, stable 180 ms: more than 100 ms slower than stable (last 10 min)',
    );

    expect(items[2]).toHaveTextContent('Canary set to 50 %');
    expect(withoutIsolates(items[2]!.textContent)).toContain(
      'stable v1.1.0 · canary v1.2.0-demo.1',
    );
    expect(items[2]).toHaveTextContent('Ada Admin');
    // A person's change carries no verdict.
    expect(screen.queryByTestId('history-verdict-1')).toBeNull();
    // A policy change names no versions.
    expect(withoutIsolates(items[3]!.textContent)).toBe(
      'Policy changedAda Admin · ' + items[3]!.querySelector('time')!.textContent,
    );
    expect(api.requests).toContainEqual(
      expect.objectContaining({ method: 'get', url: 'remotes/journals/history' }),
    );
  });

  it('says the same in Urdu', async () => {
    renderWithProviders(<ReleaseHistory section="journals" />);
    await screen.findByTestId('history-verdict-3');
    await act(() => changeLanguage('ur'));
    expect(screen.getByTestId('history-3')).toHaveTextContent('خودکار طور پر واپس لایا گیا');
    expect(screen.getByTestId('history-3')).toHaveTextContent('رول آؤٹ نگران');
    expect(screen.getByTestId('history-verdict-3')).toHaveTextContent(
      '40 سیشنز میں خرابی کی شرح 100%، مستحکم 38 میں 0%: 2% سے اوپر اور مستحکم کے 2 گنا سے زیادہ (آخری 10 منٹ)',
    );
  });

  it('says when nothing has changed yet', async () => {
    api.restore();
    api = fakeApi(() => ({ status: 200, data: { data: [] } }));
    renderWithProviders(<ReleaseHistory section="journals" />);
    expect(await screen.findByText('No release changes yet')).toBeInTheDocument();
  });
});
