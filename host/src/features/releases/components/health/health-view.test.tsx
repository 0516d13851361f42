import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@colophon/shared/testing';
import { fakeApi, type FakeResponse } from '../../../../test/fake-api';
import '../../../../app/register-translations';
import { formatMinute } from '../../lib/health-format';
import { minuteAt, noReports, sectionHealth, withoutIsolates } from '../../testing/health-fixtures';
import { HealthView } from './health-view';

// jsdom has no canvas: the drawn chart is left out, its name and table view are the point here.
jest.mock('./health-chart-canvas', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

let api: ReturnType<typeof fakeApi>;
let periods: unknown[];
function serve(answer: () => FakeResponse) {
  periods = [];
  api = fakeApi((config) => {
    // The query string carries text: the period as a number, when sent.
    const minutes = config.params.minutes;
    periods.push(minutes === undefined ? undefined : Number(minutes));
    return answer();
  });
}
afterEach(() => api.restore());

const chart = (title: string) => screen.getByText(title).closest('section') as HTMLElement;

describe('HealthView', () => {
  it('sums up the policy window and warns that the watcher will roll the canary back', async () => {
    serve(() => ({ status: 200, data: { data: sectionHealth() } }));
    renderWithProviders(<HealthView section="journals" />);

    const plain = { normalizer: withoutIsolates };
    expect(
      await screen.findByText(
        'Canary v1.2.0-demo.1: 40 sessions, error rate 100%, p75 INP 320 ms, p75 LCP 1,800 ms',
        plain,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Stable v1.1.0: 38 sessions, error rate 0%, p75 INP 180 ms, p75 LCP 1,500 ms',
        plain,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Now, over the policy's window (last 10 min)")).toBeInTheDocument();
    expect(
      screen.getByText('Errors: 0 loading, 40 rendering, 0 unhandled; failed API calls —'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The watcher judges the canary from 200 sessions; it has 40 so far.'),
    ).toBeInTheDocument();

    const warning = screen.getByTestId('health-breach-journals');
    expect(warning).toHaveTextContent('The rollout watcher will roll this canary back');
    expect(warning).toHaveTextContent(
      'Error rate 100% over 40 sessions, stable 0% over 38: above 2% and 2× stable (last 10 min)',
    );

    // Each figure is a labelled image; its rule is written beside it.
    expect(
      await screen.findByLabelText(
        'Error rate (sessions with an error): canary against stable per minute. The same figures are in the table view.',
      ),
    ).toBeInTheDocument();
    expect(chart('Error rate (sessions with an error)')).toHaveTextContent(
      "Rolled back above 2% and 2× stable's rate",
    );
    expect(chart('p75 Interaction to Next Paint')).toHaveTextContent(
      'Rolled back when slower than stable by more than 100 ms',
    );
    expect(chart('p75 Largest Contentful Paint')).toHaveTextContent(
      'The policy does not watch this figure.',
    );
    expect(api.requests[0]?.url).toBe('remotes/journals/health');
    expect(periods[0]).toBe(60);
  });

  it('shows a chart as a table: the reported minutes, each channel’s figure, sample and the line', async () => {
    serve(() => ({ status: 200, data: { data: sectionHealth() } }));
    renderWithProviders(<HealthView section="journals" />);
    await screen.findByText('p75 Interaction to Next Paint');

    fireEvent.click(within(chart('Error rate (sessions with an error)')).getByText('Table'));
    const errors = within(chart('Error rate (sessions with an error)')).getByRole('table');
    expect(errors.querySelector('caption')).toHaveTextContent(
      'Error rate (sessions with an error) per minute, canary against stable',
    );
    const rows = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows(errors)).toEqual([
      ['Minute', 'Canary', 'Canary sessions', 'Stable', 'Stable sessions', 'Rollback line'],
      [formatMinute(minuteAt(0), 'en'), '100%', '20', '0%', '18', '2%'],
      // The minute without reports (minuteAt(1)) is left out.
      [formatMinute(minuteAt(2), 'en'), '100%', '20', '0%', '20', '2%'],
    ]);

    fireEvent.click(within(chart('p75 Interaction to Next Paint')).getByText('Table'));
    const inp = within(chart('p75 Interaction to Next Paint')).getByRole('table');
    // The INP line is stable's p75 plus the policy's 100 ms.
    expect(rows(inp)[1]).toEqual([
      formatMinute(minuteAt(0), 'en'),
      '320 ms',
      '20',
      '180 ms',
      '18',
      '280 ms',
    ]);
    // LCP is not watched by the default policy: no line, no column.
    fireEvent.click(within(chart('p75 Largest Contentful Paint')).getByText('Table'));
    expect(rows(within(chart('p75 Largest Contentful Paint')).getByRole('table'))[0]).toEqual([
      'Minute',
      'Canary',
      'Canary measurements',
      'Stable',
      'Stable measurements',
    ]);
  });

  it('says so until browsers report, and asks for the chosen period (kept in the URL)', async () => {
    serve(() => ({ status: 200, data: { data: noReports() } }));
    renderWithProviders(<HealthView section="journals" />, { route: '/settings/releases' });
    expect(await screen.findByText('No sessions reported yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();

    fireEvent.click(screen.getByText('Last 6 hours'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/settings/releases?minutes=360'),
    );
    await waitFor(() => expect(periods).toContain(360));
  });

  it('reads the period from the URL and offers to try again when the health cannot be loaded', async () => {
    let failing = true;
    serve(() =>
      failing
        ? { status: 500, data: { message: 'boom' } }
        : { status: 200, data: { data: sectionHealth({ breach: null }) } },
    );
    renderWithProviders(<HealthView section="journals" />, {
      route: '/settings/releases?minutes=1440',
    });
    expect(await screen.findByText("The section's health could not be loaded")).toBeInTheDocument();
    expect(periods[0]).toBe(1440);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('p75 Interaction to Next Paint')).toBeInTheDocument();
    expect(screen.queryByTestId('health-breach-journals')).toBeNull();
  });
});
