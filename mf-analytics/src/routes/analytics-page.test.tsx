import { act, screen, waitFor } from '@testing-library/react';
import { apiClient, useAuthStore } from '@colophon/shared';
import { makeUser } from '@colophon/shared/testing';
import {
  makeEmptyFigures,
  makeFigures,
  scopeFixture,
  workloadFixture,
} from '../testing/analytics-fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { AnalyticsRoutes } from '.';

jest.setTimeout(30_000);

// jsdom has no canvas: the drawn chart is left out (its table view is tested beside it).
jest.mock('../features/charts/components/chart-canvas', () => ({
  __esModule: true,
  default: () => <div data-testid="chart" />,
}));

const signInAs = (role: string) =>
  act(() =>
    useAuthStore
      .getState()
      .login(makeUser({ roles: [{ id: 1, name: role, description: null }] }), 'token'),
  );

/** Answers GET analytics/* as the API would, figures as given. */
const answer = (figures: () => Promise<unknown>) =>
  jest.spyOn(apiClient, 'get').mockImplementation((path: string) => {
    if (path === 'analytics/scope') return Promise.resolve({ data: { data: scopeFixture } });
    if (path === 'analytics/workload') return Promise.resolve({ data: { data: workloadFixture } });
    if (path === 'analytics/figures') return figures().then((data) => ({ data: { data } }));
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });

afterEach(() => {
  jest.restoreAllMocks();
  act(() => useAuthStore.getState().logout());
});

describe('the analytics screen', () => {
  it('shows the figures of the period the URL names, each with its definition', async () => {
    signInAs('editor-in-chief');
    const get = answer(() => Promise.resolve(makeFigures()));
    renderWithProviders(<AnalyticsRoutes />, {
      route: '/analytics?journal=2&period=quarter&at=2026-Q1',
    });

    expect(await screen.findByText('Days to first decision')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('analytics/figures', {
      params: { journal_id: 2, from: '2026-01', to: '2026-03' },
    });
    expect(screen.getByText('36%')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Accepted manuscripts among the final decisions taken in the period (9 of 25).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Submissions per month')).toBeInTheDocument();
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Yearly review report (CSV)')).toBeInTheDocument();
  });

  it('says so when nothing happened in the period', async () => {
    signInAs('admin');
    answer(() => Promise.resolve(makeEmptyFigures()));
    renderWithProviders(<AnalyticsRoutes />, { route: '/analytics' });
    expect(await screen.findByText('No figures for this period yet')).toBeInTheDocument();
    expect(screen.queryByText('Days to first decision')).not.toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    signInAs('admin');
    let fail = true;
    answer(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve(makeFigures())));
    renderWithProviders(<AnalyticsRoutes />, { route: '/analytics' });
    expect(await screen.findByText('The figures could not be loaded')).toBeInTheDocument();
    fail = false;
    act(() => screen.getByText('Retry').click());
    await waitFor(() => expect(screen.getByText('Days to first decision')).toBeInTheDocument());
  });

  it('tells an author they have no access, without asking the API', () => {
    signInAs('author');
    const get = jest.spyOn(apiClient, 'get');
    renderWithProviders(<AnalyticsRoutes />, { route: '/analytics' });
    expect(screen.getByText("You don't have access to this page")).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
