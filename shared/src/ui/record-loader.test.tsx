import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { RecordLoader, type RecordLoaderProps, type RecordQuery } from './record-loader';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

interface Journal {
  id: number;
  title: string;
}

const TEXTS = {
  notFound: 'Journal not found',
  notFoundHint: 'It may have been deleted.',
  loadFailed: 'Failed to load journal',
  loading: 'Loading journal...',
};

const query = (state: Partial<RecordQuery<Journal>> = {}): RecordQuery<Journal> => ({
  data: undefined,
  isError: false,
  error: null,
  errorUpdatedAt: 0,
  refetch: jest.fn(),
  ...state,
});

const failed = (status: number | null, errorUpdatedAt = 1) =>
  query({
    isError: true,
    errorUpdatedAt,
    error:
      status === null
        ? new Error('Network Error')
        : Object.assign(new Error('failed'), {
            isAxiosError: true,
            response: { status, data: { message: 'from the API' } },
          }),
  });

function renderLoader(props: Partial<RecordLoaderProps<Journal>> = {}) {
  return renderWithProviders(
    <RecordLoader<Journal>
      query={query()}
      title="Journal"
      back={{ to: '/journals', label: 'Back to Journals' }}
      texts={TEXTS}
      {...props}
    >
      {(journal) => <h2>{journal.title}</h2>}
    </RecordLoader>,
  );
}

describe('RecordLoader', () => {
  it('shows the loading state under the page header', () => {
    renderLoader();
    expect(screen.getByText('Journal')).toBeInTheDocument();
    expect(screen.getByText('Loading journal...')).toBeInTheDocument();
    expect(screen.getByLabelText('Back to Journals')).toBeInTheDocument();
  });

  it('renders the record once it is there, also while a refetch fails', () => {
    const { unmount } = renderLoader({ query: query({ data: { id: 5, title: 'Nature' } }) });
    expect(screen.getByText('Nature')).toBeInTheDocument();
    expect(screen.queryByText('Journal')).toBeNull();
    unmount();
    renderLoader({ query: { ...failed(500), data: { id: 5, title: 'Nature' } } });
    expect(screen.getByText('Nature')).toBeInTheDocument();
  });

  it('says not found for an id that is not one and for a 404, with the way back', async () => {
    const { unmount } = renderLoader({ id: null });
    expect(screen.getByText('Journal not found')).toBeInTheDocument();
    expect(screen.getByText('It may have been deleted.')).toBeInTheDocument();
    expect(screen.getByText('Back to Journals').closest('a')).toHaveAttribute('href', '/journals');
    unmount();

    renderLoader({ id: 99, query: failed(404), texts: { ...TEXTS, notFoundHint: undefined } });
    // No toast for a record that is not there: the page says it.
    expect(await screen.findAllByText('Journal not found')).toHaveLength(1);
    expect(screen.queryByText('Failed to load journal')).toBeNull();
  });

  it('shows a failed load with Retry and one toast', async () => {
    const failure = failed(500);
    renderLoader({ query: failure });
    // The error state, and the toast.
    expect(await screen.findAllByText('Failed to load journal')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(failure.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a 403 as forbidden when it has the texts, as a failed load otherwise', async () => {
    const texts = {
      ...TEXTS,
      forbiddenTitle: 'Not allowed',
      forbidden: 'You can only view your own account.',
    };
    const { unmount } = renderLoader({ query: failed(403), texts });
    expect(screen.getByText('Not allowed')).toBeInTheDocument();
    expect(screen.getByText('You can only view your own account.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load journal')).toBeNull();
    unmount();

    renderLoader({ query: failed(403) });
    expect(await screen.findAllByText('Failed to load journal')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('shows forbidden without asking when the screen already knows', () => {
    renderLoader({
      forbidden: true,
      forbiddenBack: { to: '/dashboard', label: 'Go to Dashboard' },
      texts: { ...TEXTS, forbidden: 'You can only view your own account.' },
    });
    expect(screen.getByText('You can only view your own account.')).toBeInTheDocument();
    expect(screen.getByText('Go to Dashboard').closest('a')).toHaveAttribute('href', '/dashboard');
  });

  it('takes a header of its own', () => {
    renderLoader({ header: <h1>Edit Category</h1> });
    expect(screen.getByText('Edit Category')).toBeInTheDocument();
    expect(screen.queryByText('Journal')).toBeNull();
  });
});
