import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../router';
import { Button } from '@colophon/shared/antd';
import { changeLanguage } from '../i18n/i18n';
import { AppProviders } from '../providers/app-providers';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { FullScreenSpinner } from './full-screen-spinner';
import { LoadingState } from './loading-state';
import { PageHeader } from './page-header';
import { SectionError } from './section-error';
import { TOAST_TOP_OFFSET } from './toast-placement';
import { useNotify } from './use-notify';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

afterEach(() => act(() => changeLanguage('en')));

describe('ErrorState', () => {
  it('shows the message as an alert with Retry', () => {
    const onRetry = jest.fn();
    render(<ErrorState message="Failed to fetch journals" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch journals');
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry without a handler', () => {
    render(<ErrorState message="Failed to load journal" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('SectionError', () => {
  it('explains, shows the error text and retries', () => {
    const onRetry = jest.fn();
    render(<SectionError error={new Error('chunk failed')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be displayed');
    fireEvent.click(screen.getByText('Error Details'));
    expect(screen.getByText('chunk failed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('loading and empty states', () => {
  it('FullScreenSpinner is a labelled status', async () => {
    render(<FullScreenSpinner />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    await act(() => changeLanguage('de'));
    expect(screen.getByRole('status', { name: 'Wird geladen...' })).toBeInTheDocument();
  });

  it('LoadingState shows its label', () => {
    render(<LoadingState label="Loading publications..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading publications...');
  });

  it('EmptyState shows title, description and action', () => {
    render(
      <EmptyState
        title="No publications found"
        description="Nothing yet"
        action={<Button>Add</Button>}
      />,
    );
    expect(screen.getByText('No publications found')).toBeInTheDocument();
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('EmptyState defaults to a translated "No data"', () => {
    render(<EmptyState />);
    expect(screen.getByText('No data', { selector: 'span' })).toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  it('shows the title as the page heading and goes back to a path', () => {
    render(
      <MemoryRouter initialEntries={['/journals/3']}>
        <Routes>
          <Route
            path="/journals/:id"
            element={
              <PageHeader
                title="Nature"
                subtitle="Journal"
                back="/journals"
                extra={<Button>Edit</Button>}
              />
            }
          />
          <Route path="/journals" element={<p>journal list</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nature' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('journal list')).toBeInTheDocument();
  });
});

describe('useNotify', () => {
  function Notifier() {
    const notify = useNotify();
    return (
      <>
        <button onClick={() => notify.success('Journal created successfully')}>ok</button>
        <button onClick={() => notify.error('Failed to delete journal')}>fail</button>
      </>
    );
  }

  it('shows closable toasts at the top right', async () => {
    render(
      <AppProviders>
        <Notifier />
      </AppProviders>,
    );
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByText('fail'));
    expect(await screen.findByText('Journal created successfully')).toBeInTheDocument();
    expect(await screen.findByText('Failed to delete journal')).toBeInTheDocument();
    expect(document.querySelector('.ant-notification-topRight')).not.toBeNull();
    expect(document.querySelectorAll('.ant-notification-notice-close').length).toBe(2);
  });

  it('places toasts below the page header, not over its actions', async () => {
    render(
      <AppProviders>
        <Notifier />
      </AppProviders>,
    );
    fireEvent.click(screen.getByText('ok'));
    await screen.findByText('Journal created successfully');
    const list = document.querySelector<HTMLElement>('.ant-notification-topRight');
    // The top bar (64 px), the content padding and the page title all lie above the first toast.
    expect(list?.style.getPropertyValue('--notification-top')).toBe(`${TOAST_TOP_OFFSET}px`);
    expect(TOAST_TOP_OFFSET).toBeGreaterThanOrEqual(64 + 24 + 54);
  });

  it('keeps success 3 s and errors 5 s', async () => {
    jest.useFakeTimers();
    try {
      render(
        <AppProviders>
          <Notifier />
        </AppProviders>,
      );
      fireEvent.click(screen.getByText('ok'));
      fireEvent.click(screen.getByText('fail'));
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByText('Journal created successfully')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(3500));
      expect(document.body).not.toHaveTextContent('Journal created successfully');
      expect(screen.getByText('Failed to delete journal')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(document.body).not.toHaveTextContent('Failed to delete journal');
    } finally {
      jest.useRealTimers();
    }
  });
});
