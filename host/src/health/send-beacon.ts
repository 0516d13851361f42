/**
 * Sends a beacon body to `url` without waiting and without throwing:
 * navigator.sendBeacon (it survives the page's unload; a string body goes as
 * text/plain, which needs no CORS preflight), else a keepalive fetch. The body
 * names no one; no cookie is read by the endpoint.
 */
export function sendHealthBeacon(url: string, body: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  } catch {
    // Some browsers refuse a beacon (a full queue, a policy): try fetch.
  }
  try {
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  } catch {
    // Nothing else to try: health is best effort.
  }
}
