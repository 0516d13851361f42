import { publicationTotals } from './research-metrics';

describe('publicationTotals', () => {
  it('counts publications and verified ones and sums views and downloads', () => {
    expect(
      publicationTotals([
        { is_verified: true, view_count: 100, download_count: 7 },
        { is_verified: false, view_count: 5, download_count: 0 },
        { is_verified: true, view_count: 0, download_count: 3 },
      ]),
    ).toEqual({ count: 3, verified: 2, views: 105, downloads: 10 });
    expect(publicationTotals([])).toEqual({ count: 0, verified: 0, views: 0, downloads: 0 });
  });
});
