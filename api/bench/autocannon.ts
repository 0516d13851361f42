// The slice of autocannon's API the bench uses (the package ships no types).
import { createRequire } from 'node:module';

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

type Autocannon = (options: LoadOptions) => Promise<LoadResult>;

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;

export const runLoad = (options: LoadOptions) => autocannon(options);
