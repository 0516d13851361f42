import { type Publication } from '@colophon/shared/contracts';

export interface PublicationTotals {
  count: number;
  verified: number;
  views: number;
  downloads: number;
}

/** Publication figures of the Research Metrics panel. */
export function publicationTotals(
  publications: Pick<Publication, 'is_verified' | 'view_count' | 'download_count'>[],
): PublicationTotals {
  return publications.reduce<PublicationTotals>(
    (totals, item) => ({
      count: totals.count + 1,
      verified: totals.verified + (item.is_verified ? 1 : 0),
      views: totals.views + item.view_count,
      downloads: totals.downloads + item.download_count,
    }),
    { count: 0, verified: 0, views: 0, downloads: 0 },
  );
}
