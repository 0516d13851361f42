import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { answerApi } from '../testing/answer-api';
import { settle } from '../testing/settle';
import { apiClient } from './api-client';
import { firstFieldError, toApiError } from './api-error';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const responseError = (status: number, data: unknown) =>
  new AxiosError(
    'Request failed',
    'ERR_BAD_REQUEST',
    config,
    {},
    { status, statusText: '', headers: {}, config, data },
  );

describe('toApiError', () => {
  it('reads status, message and field errors of an answer', () => {
    const error = toApiError(
      responseError(422, {
        message: 'The given data was invalid.',
        errors: { email: ['Taken', 'Bad'], name: 'Short' },
      }),
    );
    expect(error).toEqual({
      status: 422,
      message: 'The given data was invalid.',
      errors: { email: ['Taken', 'Bad'], name: ['Short'] },
    });
    expect(firstFieldError(error, 'email')).toBe('Taken');
    expect(firstFieldError(error, 'password')).toBeUndefined();
  });

  it('falls back to a generic message when the answer has none', () => {
    expect(toApiError(responseError(500, '<html>oops</html>'))).toEqual({
      status: 500,
      message: 'Something went wrong',
      errors: {},
    });
  });

  it('reports a missing response as a network error', () => {
    const error = new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    expect(toApiError(error)).toEqual({
      status: null,
      message: 'Network error. Please check your connection.',
      errors: {},
    });
    const timeout = new AxiosError(
      'timeout of 15000ms exceeded',
      AxiosError.ECONNABORTED,
      config,
      {},
    );
    expect(toApiError(timeout).message).toBe('Network error. Please check your connection.');
  });

  it('keeps the message of other errors and is idempotent', () => {
    const error = toApiError(new Error('boom'));
    expect(error).toEqual({ status: null, message: 'boom', errors: {} });
    expect(toApiError(error)).toBe(error);
    expect(toApiError('weird')).toEqual({
      status: null,
      message: 'Something went wrong',
      errors: {},
    });
  });

  it('normalises what the client rejects with', async () => {
    const fake = answerApi(() => ({
      status: 404,
      data: { message: 'Journal not found' },
    }));
    const outcome = await settle(apiClient.get('journals/99'));
    fake.restore();
    expect(!outcome.ok && toApiError(outcome.error)).toEqual({
      status: 404,
      message: 'Journal not found',
      errors: {},
    });
  });
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
