// The API client's part in section health: each call names the section that
// made it (X-Colophon-Section), and its outcome, once the client's own
// retries are over, is reported on the section signals (health/section-signals.ts).
import { type AxiosError, type InternalAxiosRequestConfig, isCancel } from 'axios';
import { callingSection, SECTION_HEADER } from '../health/calling-section';
import { reportSectionSignal } from '../health/section-signals';

/** Names the section on screen, unless the caller named one itself (the host may say 'host'). */
export function withSectionHeader(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const section = callingSection();
  if (section && !config.headers.has(SECTION_HEADER)) config.headers.set(SECTION_HEADER, section);
  return config;
}

function sectionOf(config: InternalAxiosRequestConfig | undefined): string | null {
  const value: unknown = config?.headers?.get(SECTION_HEADER);
  return typeof value === 'string' && value !== '' && value !== 'host' ? value : null;
}

/** A call answered 2xx (after any retries). */
export function reportCallAnswered(config: InternalAxiosRequestConfig): void {
  const section = sectionOf(config);
  if (section) reportSectionSignal({ section, kind: 'api_call' });
}

/**
 * A call that ended in an error the client will not retry: a call either way,
 * and a failure when nothing answered (network, timeout) or the server failed
 * (5xx). A 4xx is the server's answer to the request, not a failure of it; a
 * call the page cancelled is neither.
 */
export function reportCallFailed(
  config: InternalAxiosRequestConfig | undefined,
  error: AxiosError,
): void {
  if (isCancel(error)) return;
  const section = sectionOf(config);
  if (!section) return;
  reportSectionSignal({ section, kind: 'api_call' });
  const status = error.response?.status;
  if (status === undefined || status >= 500) reportSectionSignal({ section, kind: 'api_failure' });
}
