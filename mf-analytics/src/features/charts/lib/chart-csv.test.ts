import { makeFigures } from '../../../testing/analytics-fixtures';
import { chartCsv } from './chart-csv';
import { invitationsModel, monthlyModel } from './chart-model';

// The keys stand in for the texts: what the CSV holds is the point here.
const t = (key: string) => key.split('.').pop() ?? key;

describe('the CSV of a chart', () => {
  it('holds a header and one row per month, months machine-readable', () => {
    const csv = chartCsv(monthlyModel(makeFigures().monthly, t, 'en'));
    expect(csv).toBe(
      [
        'month,received,decided,published',
        '2026-01,12,8,3',
        '2026-02,15,9,2',
        '2026-03,10,8,4',
      ].join('\r\n'),
    );
  });

  it('writes the invitation outcomes with their counts and shares', () => {
    const csv = chartCsv(invitationsModel(makeFigures().invitations, t));
    expect(csv.split('\r\n')).toEqual([
      'outcome,count,share',
      'accepted,44,0.55',
      'declined,20,0.25',
      'expired,12,0.15',
      'pending,4,0.05',
    ]);
  });

  it('quotes commas and escapes a label that a spreadsheet would run as a formula', () => {
    const csv = chartCsv({
      categoryLabel: 'Outcome, all',
      categories: [{ key: 'x', label: 'x', csv: '=HYPERLINK("x")' }],
      series: [{ key: 'n', label: 'Count', kind: 'count', values: [1], drawn: true }],
    });
    expect(csv).toBe('"Outcome, all",Count\r\n"\'=HYPERLINK(""x"")",1');
  });

  it('leaves a share with nothing to divide by empty', () => {
    const csv = chartCsv(invitationsModel({ ...makeFigures().invitations, sent: 0 }, t));
    expect(csv.split('\r\n')[1]).toBe('accepted,44,');
  });
});
