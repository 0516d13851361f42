// The API client's constants.
export const REQUEST_TIMEOUT_MS = 15_000;
export const RETRY_LIMIT = 2;
export const RETRYABLE_STATUSES: readonly number[] = [408, 413, 429, 500, 502, 503, 504];
/** Safe and idempotent methods only: a retried POST or PATCH could apply twice. */
export const RETRYABLE_METHODS: readonly string[] = [
  'get',
  'put',
  'head',
  'delete',
  'options',
  'trace',
];
/** First retry waits this long, the next twice as long. */
export const RETRY_BASE_DELAY_MS = 300;
/** Query parameter that keeps list calls out of any HTTP cache. */
export const CACHE_BUSTER_PARAM = '_t';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
