import { type UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from './apply-server-errors';

interface Values {
  title: string;
  keywords: string[];
  authors: { email: string; order: number }[];
}

const failure = (status: number | null, errors: Record<string, string[]> = {}) => ({
  status,
  message: status === 422 ? 'The given data was invalid.' : 'Conflict',
  errors,
});

const setErrorMock = () => jest.fn() as jest.Mock & UseFormSetError<Values>;

describe('applyServerErrors', () => {
  it("puts each field's first message on it and focuses the first", () => {
    const setError = setErrorMock();
    const result = applyServerErrors(
      setError,
      failure(422, { title: ['Title is required', 'Too long'], keywords: ['Bad keyword'] }),
      { mode: 'first', fields: ['title', 'keywords'] },
    );
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'server', message: 'Title is required' }, { shouldFocus: true }],
      ['keywords', { type: 'server', message: 'Bad keyword' }, { shouldFocus: false }],
    ]);
    expect(result.applied).toEqual(['title', 'keywords']);
    expect(result.unmapped).toEqual({});
    expect(result.apiError.status).toBe(422);
  });

  it('joins all messages of a field, each once', () => {
    const setError = setErrorMock();
    applyServerErrors(
      setError,
      failure(422, {
        keywords: ['Keyword 4 is too long'],
        'keywords.3': ['Keyword 4 is too long', 'Keyword 4 is empty'],
      }),
      { mode: 'all', fields: ['keywords'], shouldFocus: false },
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'keywords',
      { type: 'server', message: 'Keyword 4 is too long Keyword 4 is empty' },
      { shouldFocus: false },
    );
  });

  it('lands nested keys on the nearest listed field and returns what no field takes', () => {
    const setError = setErrorMock();
    const result = applyServerErrors(
      setError,
      failure(422, {
        'keywords.3': ['Keyword 4 is too long'],
        status: ['Only drafts can be edited'],
        'authors.0.email': ['Invalid email format'],
      }),
      { mode: 'first', fields: ['keywords', 'authors.0.email'] },
    );
    expect(result.applied).toEqual(['keywords', 'authors.0.email']);
    expect(result.unmapped).toEqual({ status: ['Only drafts can be edited'] });
  });

  it('maps keys through a function, and every key as itself without `fields`', () => {
    const renamed = setErrorMock();
    applyServerErrors(renamed, failure(422, { 'authors.1.author_order': ['Required'], x: ['?'] }), {
      mode: 'first',
      fields: (key) =>
        key.endsWith('.author_order') ? (key.replace('author_order', 'order') as 'title') : null,
    });
    expect(renamed).toHaveBeenCalledWith(
      'authors.1.order',
      { type: 'server', message: 'Required' },
      { shouldFocus: true },
    );

    const all = setErrorMock();
    const result = applyServerErrors(all, failure(422, { title: ['Required'] }), { mode: 'all' });
    expect(result.applied).toEqual(['title']);
  });

  it('maps only a 422 unless told otherwise, and reads any rejection', () => {
    const setError = setErrorMock();
    const conflict = applyServerErrors(setError, failure(409, { email: ['Taken'] }), {
      mode: 'first',
    });
    expect(setError).not.toHaveBeenCalled();
    expect(conflict).toMatchObject({ applied: [], unmapped: { email: ['Taken'] } });

    applyServerErrors(setError, failure(401, { email: ['Unknown account'] }), {
      mode: 'first',
      anyStatus: true,
    });
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Unknown account' },
      { shouldFocus: true },
    );

    const network = applyServerErrors(setError, new Error('boom'), { mode: 'first' });
    expect(network).toEqual({
      apiError: { status: null, message: 'boom', errors: {} },
      applied: [],
      unmapped: {},
    });
  });
});
