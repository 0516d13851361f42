import { screen } from '@testing-library/react';
import type { SearchGroup } from '@colophon/shared/contracts';
import { renderRoutes } from '../../../test/render-app';
import { SearchResults } from './search-results';

const group = (capped: boolean): SearchGroup => ({
  type: 'manuscripts',
  items: [
    {
      type: 'manuscripts',
      id: 4,
      title: { text: 'Coral reefs', ranges: [[0, 5]] },
      snippet: null,
      detail: 'submitted',
    },
  ],
  page: 1,
  has_more: false,
  capped,
  candidates: 100,
});

const show = (capped: boolean) =>
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <SearchResults
            query="coral reef"
            group={group(capped)}
            loading={false}
            error={false}
            onRetry={() => {}}
            onPage={() => {}}
          />
        ),
      },
    ],
    '/search',
  );

describe('SearchResults', () => {
  it('says when manuscripts were ranked among the newest matches only, and links to all of them', () => {
    show(true);
    expect(
      screen.getByText(
        'These are the best matches among the newest 100. Older manuscripts match too.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Every match in the manuscripts list' }),
    ).toHaveAttribute('href', '/manuscripts?search=coral%20reef');
  });

  it('says nothing of the sort when every match was ranked', () => {
    show(false);
    expect(screen.queryByText(/newest 100/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Coral reefs' })).toBeInTheDocument();
  });
});
