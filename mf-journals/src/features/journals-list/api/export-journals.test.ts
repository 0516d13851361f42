import { exportFileName } from './export-journals';

describe('exportFileName', () => {
  it('names the download after the day', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('journals-2026-01-05.csv');
  });
});
