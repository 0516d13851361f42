/** The longest error text kept to find the build an error came from. */
const SOURCE_LIMIT = 4000;

/**
 * The script address and stack of an error nothing caught: where its code
 * was loaded from names the section build it belongs to (chunk-attribution.ts).
 * A cross-origin script without CORS is muted by the browser ("Script error.",
 * no address): that error has no source and is not attributed.
 */
export function errorSource(filename: string | undefined, error: unknown): string {
  const stack =
    error instanceof Error || (typeof error === 'object' && error !== null && 'stack' in error)
      ? String((error as { stack?: unknown }).stack ?? '')
      : '';
  return [filename ?? '', stack].join('\n').slice(0, SOURCE_LIMIT);
}
