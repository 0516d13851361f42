import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../app/register-translations';
import { GlobalErrorBoundary } from './global-error-boundary';

function Broken(): never {
  throw new Error('Kaboom in render');
}

describe('GlobalErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('renders children while nothing fails', () => {
    render(
      <GlobalErrorBoundary>
        <p>all good</p>
      </GlobalErrorBoundary>,
    );
    expect(screen.getByText('all good')).toBeInTheDocument();
  });

  it('shows the full-page fallback with collapsible details and logs the error', async () => {
    render(
      <GlobalErrorBoundary>
        <Broken />
      </GlobalErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText("The application encountered an error and couldn't render properly."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();

    const details = screen.getByText('Error Details').closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Error Details'));
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('Kaboom in render');

    expect(consoleError).toHaveBeenCalledWith(
      'ErrorBoundary caught an error',
      expect.objectContaining({ message: 'Kaboom in render' }),
      expect.anything(),
    );
  });
});
