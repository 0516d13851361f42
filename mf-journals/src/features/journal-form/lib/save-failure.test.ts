import { type UseFormSetError } from 'react-hook-form';
import { applySaveFailure } from './save-failure';

interface Values {
  title: string;
  issn: string;
  keywords: string;
  category_ids: number[];
}

const FIELDS = ['title', 'issn', 'keywords', 'category_ids'] as const;
const axiosLike = (status: number, data: unknown) => ({
  isAxiosError: true,
  response: { status, data },
  message: `Request failed with status code ${status}`,
});
const setErrorMock = () => jest.fn() as jest.Mock & UseFormSetError<Values>;
/** What the form's fields got, in order. */
const fieldErrorsOf = (setError: jest.Mock) =>
  setError.mock.calls.map(([field, { message }]) => ({ field, message }));

describe('applySaveFailure', () => {
  it('maps the first message of each field of a 422, nested paths onto their field', () => {
    const setError = setErrorMock();
    const failure = applySaveFailure(
      setError,
      axiosLike(422, {
        message: 'The given data was invalid.',
        errors: {
          issn: ['Invalid ISSN format (e.g., 1234-5678)', 'second'],
          'keywords.2': ['Each of the keywords may not be greater than 100 characters'],
          category_ids: ['The selected categories do not exist: 99.'],
          unknown_field: ['Something about a field the form lacks'],
        },
      }),
      FIELDS,
    );
    expect(failure.kind).toBe('validation');
    expect(fieldErrorsOf(setError)).toEqual([
      { field: 'issn', message: 'Invalid ISSN format (e.g., 1234-5678)' },
      { field: 'keywords', message: 'Each of the keywords may not be greater than 100 characters' },
      { field: 'category_ids', message: 'The selected categories do not exist: 99.' },
    ]);
    expect(failure.otherErrors).toEqual(['Something about a field the form lacks']);
  });

  it("uses the server's message otherwise", () => {
    const failure = applySaveFailure(
      setErrorMock(),
      axiosLike(403, { message: 'You do not have permission.' }),
      FIELDS,
    );
    expect(failure).toMatchObject({ kind: 'server', serverMessage: 'You do not have permission.' });
  });

  it('is unknown without a server message (network failure, empty body)', () => {
    expect(applySaveFailure(setErrorMock(), new Error('Network Error'), FIELDS).kind).toBe(
      'unknown',
    );
    expect(applySaveFailure(setErrorMock(), axiosLike(500, ''), FIELDS).kind).toBe('unknown');
  });
});
