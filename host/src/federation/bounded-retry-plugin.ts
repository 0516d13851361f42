// A Module Federation runtime plugin that retries a section's manifest and
// remote entry a bounded number of times (a flaky network, a server
// restarting), then lets the failure through so the host can fall back to the
// stable build or show the section error. A 4xx is final at once: retrying a
// missing manifest only delays the fallback.
// Not @module-federation/retry-plugin (0.17): it retries a 4xx too, and its
// fetch retry waits a fixed second whatever retryDelay says, so a canary's
// missing manifest would hold the fallback to stable back by 3 s.
import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface BoundedRetryOptions {
  /** Attempts in all (the first one included). */
  attempts?: number;
  /** Wait before the n-th retry: n × delayMs. */
  delayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function boundedRetryPlugin({
  attempts = 3,
  delayMs = 300,
}: BoundedRetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'colophon-bounded-retry',
    async fetch(url: string, init: RequestInit) {
      let failure: unknown = null;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.ok || response.status < 500) return response;
          failure = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          failure = error;
        }
        if (attempt < attempts) await sleep(delayMs * attempt);
      }
      throw failure;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const retry = async () => {
        for (let attempt = 2; attempt <= attempts; attempt += 1) {
          await sleep(delayMs * (attempt - 1));
          delete globalLoading[uniqueKey];
          try {
            const entry = await getRemoteEntry({ origin, remoteInfo });
            if (entry) return entry;
          } catch {
            // next attempt
          }
        }
        return undefined;
      };
      // The hook's declared type nests a promise the runtime awaits anyway.
      return retry() as unknown as ReturnType<
        NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>
      >;
    },
  };
}
