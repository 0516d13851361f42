import { mapAuthError, toAuthFailure } from './map-auth-error';

const texts = {
  fallback: 'Login failed. Please check your credentials.',
  network: 'Network error. Please check your connection.',
};
const fields = ['email', 'password'] as const;

function axiosLike(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data, headers: {}, statusText: '', config: {} },
  });
}

describe('toAuthFailure', () => {
  it('keeps the server message only when the server sent one', () => {
    expect(toAuthFailure(axiosLike(401, { message: 'Invalid email or password' }))).toEqual({
      status: 401,
      errors: {},
      message: 'Invalid email or password',
    });
    expect(toAuthFailure(axiosLike(500, {})).message).toBeNull();
  });

  it('has no status without a response', () => {
    const error = Object.assign(new Error('Network Error'), { isAxiosError: true, request: {} });
    expect(toAuthFailure(error)).toEqual({ status: null, errors: {}, message: null });
  });
});

describe('mapAuthError', () => {
  it('reports a missing response as a network error', () => {
    expect(mapAuthError({ status: null, message: null, errors: {} }, fields, texts)).toEqual({
      banner: texts.network,
      fieldErrors: {},
    });
  });

  it('puts the first message of each known field on that field, without a banner', () => {
    const view = mapAuthError(
      {
        status: 422,
        message: 'The given data was invalid.',
        errors: { email: ['Taken', 'Second'], password: ['Too weak'], other: ['Ignored'] },
      },
      fields,
      texts,
    );
    expect(view).toEqual({ banner: null, fieldErrors: { email: 'Taken', password: 'Too weak' } });
  });

  it('shows the server message when no known field has an error', () => {
    const view = mapAuthError(
      { status: 401, message: 'Invalid email or password', errors: { other: ['x'] } },
      fields,
      texts,
    );
    expect(view).toEqual({ banner: 'Invalid email or password', fieldErrors: {} });
  });

  it('falls back to the generic text without a message', () => {
    expect(mapAuthError({ status: 500, message: null, errors: {} }, fields, texts).banner).toBe(
      texts.fallback,
    );
  });
});
