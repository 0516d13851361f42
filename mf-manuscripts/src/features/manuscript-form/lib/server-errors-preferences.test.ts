import { mapServerErrors } from './server-errors';

describe('server messages about the reviewer lists', () => {
  it('land on the reviewer’s field; the lists’ repeats are dropped, a list-wide one is shown above', () => {
    const mapped = mapServerErrors({
      excluded_reviewers: ['Say why this reviewer should be excluded'],
      'excluded_reviewers.0.reason': ['Say why this reviewer should be excluded'],
      'suggested_reviewers.2.email': ['Enter a valid e-mail address'],
      suggested_reviewers: ['Enter a valid e-mail address', 'Suggest at most 10 reviewers'],
    });
    expect(mapped.fields).toEqual({
      'excluded_reviewers.0.reason': 'Say why this reviewer should be excluded',
      'suggested_reviewers.2.email': 'Enter a valid e-mail address',
    });
    expect(mapped.other).toEqual(['Suggest at most 10 reviewers']);
  });
});
