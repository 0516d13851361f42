import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { makeFigures } from '../../../testing/analytics-fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { InvitationsChart } from './invitations-chart';
import { MonthlyChart } from './monthly-chart';

// jsdom has no canvas: the drawn chart is left out, its table and CSV are the point here.
jest.mock('./chart-canvas', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('a chart’s table view', () => {
  it('lists every month of the chart with its three counts in a captioned table', async () => {
    renderWithProviders(<MonthlyChart monthly={makeFigures().monthly} />);
    expect(
      await screen.findByLabelText(
        'Submissions received, decided and published per month. The same figures are in the table view.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByText('Table'));
    const table = screen.getByRole('table');
    expect(within(table).getByText('Submissions received, decided and published per month')).toBe(
      table.querySelector('caption'),
    );
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthReceivedDecidedPublished',
      'Jan 20261283',
      'Feb 20261592',
      'Mar 20261084',
    ]);
  });

  it('shows the invitation outcomes with their shares', () => {
    renderWithProviders(
      <InvitationsChart invitations={makeFigures().invitations} initialView="table" />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'OutcomeInvitationsShare',
      'Accepted4455%',
      'Declined2025%',
      'Expired1215%',
      'Awaiting an answer45%',
    ]);
  });

  it('downloads the chart’s data as a CSV file made in the browser', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<MonthlyChart monthly={makeFigures().monthly} initialView="table" />);

    await user.click(screen.getByText('Download CSV'));

    await screen.findByRole('table');
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('submissions-per-month.csv');
    // Decoded by hand: Blob.text() would drop the byte-order mark this test looks for.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await created[0]!.arrayBuffer(),
    );
    expect(text).toBe(
      '\uFEFFMonth,Received,Decided,Published\r\n2026-01,12,8,3\r\n2026-02,15,9,2\r\n2026-03,10,8,4',
    );
  });
});
