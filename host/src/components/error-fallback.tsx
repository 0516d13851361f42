import { type CSSProperties } from 'react';
import { i18n } from '@colophon/shared';

interface ErrorFallbackProps {
  error: unknown;
}

// Plain markup and inline styles: this screen must render even when the
// providers (antd, i18n React bindings) are what broke.
const styles: Record<string, CSSProperties> = {
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 24,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  card: { maxWidth: 640, width: '100%' },
  pre: {
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    fontSize: 12,
    padding: 12,
    background: 'rgba(127, 127, 127, 0.12)',
    borderRadius: 6,
    maxHeight: 320,
    overflow: 'auto',
  },
  button: {
    marginTop: 16,
    padding: '8px 16px',
    fontSize: 14,
    borderRadius: 6,
    border: 'none',
    background: '#0958d9',
    color: '#fff',
    cursor: 'pointer',
  },
};

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error)
    return { message: error.message || error.name, stack: error.stack ?? '' };
  return { message: String(error), stack: '' };
}

const text = (key: string) => i18n.t(key, { ns: 'host' });

/** The full-page fallback shown when rendering fails; it is left only by reloading. */
export function ErrorFallback({ error }: ErrorFallbackProps) {
  const { message, stack } = describe(error);
  return (
    <main style={styles.page}>
      <div role="alert" style={styles.card}>
        <h1>{text('errorBoundary.title')}</h1>
        <p>{text('errorBoundary.text')}</p>
        <details>
          <summary>{text('errorBoundary.details')}</summary>
          <pre style={styles.pre}>
            {message}
            {stack ? `\n\n${stack}` : ''}
          </pre>
        </details>
        <button type="button" style={styles.button} onClick={() => window.location.reload()}>
          {text('errorBoundary.reload')}
        </button>
      </div>
    </main>
  );
}
