// ListTable: server-side sorting from the URL with aria-sort, the
// saved row marked and announced, and a phone's key columns with the rest in
// an expandable row.
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type TableColumnsType } from '../antd';
import { renderWithProviders } from '../testing/render-with-providers';
import { ListTable } from './list-table';
import { useListParams } from './use-list-params';
import { WIDE_LIST_CLASS, WIDE_LIST_WIDTH } from './list-table-css';
import { ROW_HIGHLIGHT_CLASS } from './use-row-highlight';

interface Row {
  id: number;
  title: string;
  status: string;
  publisher: string;
  created_at: string;
}

const rows: Row[] = [
  { id: 1, title: 'Alpha', status: 'active', publisher: 'Pub A', created_at: '2026-01-01' },
  { id: 2, title: 'Beta', status: 'inactive', publisher: 'Pub B', created_at: '2026-01-02' },
];
const result = { data: rows, meta: { current_page: 1, per_page: 10, last_page: 1, total: 2 } };

const columns: TableColumnsType<Row> = [
  { title: 'Title', dataIndex: 'title', key: 'title', sorter: true },
  { title: 'Publisher', dataIndex: 'publisher', key: 'publisher' },
  { title: 'Status', dataIndex: 'status', key: 'status', sorter: true },
  { title: 'Created', dataIndex: 'created_at', key: 'created_at', sorter: true },
];

function List({ fetching = false }: { fetching?: boolean }) {
  const list = useListParams({
    per_page: 10,
    sort: { default: 'title', natural: { title: 'asc', status: 'asc', created_at: 'desc' } },
  });
  return (
    <ListTable<Row>
      caption="Rows"
      columns={columns}
      result={result}
      loading={false}
      page={list.page}
      perPage={list.per_page}
      onPageChange={list.setPagination}
      emptyText="None"
      totalText={(n) => `${n} rows`}
      sorting={list.sorting}
      phoneColumns={['title', 'status', 'created_at']}
      highlight={{
        id: list.highlight,
        label: (row) => row.title,
        onShown: list.clearHighlight,
        fetching,
      }}
    />
  );
}

const findHeader = (name: string) =>
  [...document.querySelectorAll('thead th')].find((th) => th.textContent === name);
const header = (name: string) => {
  const th = findHeader(name);
  if (!th) throw new Error(`no column header ${name}`);
  return th;
};
const liveRegion = () => document.querySelector('.colophon-list-status');
const location = () => screen.getByTestId('location').textContent;

function setNarrow(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
// antd tables are slow in jsdom on a busy machine (several renders per click).
jest.setTimeout(30_000);

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

it('marks the default order with aria-sort and sorts through the URL', async () => {
  renderWithProviders(<List />, { route: '/list?page=2' });
  expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('Created')).not.toHaveAttribute('aria-sort');

  // A date column starts newest first (its natural order).
  fireEvent.click(header('Created'));
  await waitFor(() => expect(location()).toBe('/list?sort=created_at&direction=desc'));
  expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
  expect(header('Title')).not.toHaveAttribute('aria-sort');

  fireEvent.click(header('Created'));
  await waitFor(() => expect(location()).toBe('/list?sort=created_at&direction=asc'));
  expect(header('Created')).toHaveAttribute('aria-sort', 'ascending');

  // The third click goes back to the list's default order.
  fireEvent.click(header('Created'));
  await waitFor(() => expect(location()).toBe('/list'));
  expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');
});

it('shows the URL order on a linked list', () => {
  renderWithProviders(<List />, { route: '/list?sort=title&direction=desc' });
  expect(header('Title')).toHaveAttribute('aria-sort', 'descending');
});

it('marks and announces the saved row, then drops the highlight from the URL', async () => {
  renderWithProviders(<List />, { route: '/list?sort=created_at&direction=desc&highlight=2' });
  await waitFor(() => expect(location()).toBe('/list?sort=created_at&direction=desc'));
  expect(liveRegion()).toHaveTextContent('Saved: Beta');
  expect(document.querySelector('tr[data-row-key="2"]')).toHaveClass(ROW_HIGHLIGHT_CLASS);
  expect(document.querySelector('tr[data-row-key="1"]')).not.toHaveClass(ROW_HIGHLIGHT_CLASS);
});

it('waits for a refetch before looking for the saved row (a cached list shown first)', async () => {
  function Refetching() {
    const [fetching, setFetching] = useState(true);
    return (
      <>
        <button onClick={() => setFetching(false)}>fetched</button>
        <List fetching={fetching} />
      </>
    );
  }
  renderWithProviders(<Refetching />, { route: '/list?highlight=2' });
  expect(location()).toBe('/list?highlight=2');
  expect(liveRegion()).toHaveTextContent('');
  fireEvent.click(screen.getByText('fetched'));
  await waitFor(() => expect(location()).toBe('/list'));
  expect(liveRegion()).toHaveTextContent('Saved: Beta');
});

it('drops a highlight whose row is not on the page without announcing', async () => {
  renderWithProviders(<List />, { route: '/list?highlight=99' });
  await waitFor(() => expect(location()).toBe('/list'));
  expect(liveRegion()).toHaveTextContent('');
});

it('shows a phone the key columns and the rest in an expandable row', async () => {
  setNarrow(true);
  renderWithProviders(<List />, { route: '/list' });
  expect(findHeader('Publisher')).toBeUndefined();
  expect(header('Title')).toBeInTheDocument();
  expect(header('Status')).toBeInTheDocument();
  expect(header('Created')).toBeInTheDocument();
  expect(screen.queryByText('Pub A')).not.toBeInTheDocument();

  fireEvent.click(screen.getAllByRole('button', { name: /expand row/i })[0]!);
  await waitFor(() => expect(screen.getByText('Pub A')).toBeVisible());
  expect(screen.getByText('Publisher', { selector: 'dt' })).toBeInTheDocument();
});

it('shows every column on a wide screen, without expandable rows', () => {
  setNarrow(false);
  renderWithProviders(<List />, { route: '/list' });
  expect(header('Publisher')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /expand row/i })).not.toBeInTheDocument();
});

it('scrolls a wide list sideways by CSS, without the table measuring its columns', () => {
  setNarrow(false);
  renderWithProviders(<List />, { route: '/list' });
  const wrapper = document.querySelector('.ant-table-wrapper') as HTMLElement;
  expect(wrapper).toHaveClass(WIDE_LIST_CLASS);
  expect(wrapper.style.getPropertyValue(WIDE_LIST_WIDTH)).toBe('max-content');
  // rc-table's measuring row (a forced layout whenever a kept section shows again).
  expect(document.querySelector('.ant-table-measure-row')).toBeNull();
});

it('keeps a phone list at the width of the screen', () => {
  setNarrow(true);
  renderWithProviders(<List />, { route: '/list' });
  expect(document.querySelector('.ant-table-wrapper')).not.toHaveClass(WIDE_LIST_CLASS);
});
