import { failureText } from './failure-text';

describe('the toast of a failed call', () => {
  it("shows the API's message when it answered", () => {
    expect(
      failureText({ status: 409, message: 'Someone else moved it', errors: {} }, 'Failed'),
    ).toBe('Someone else moved it');
  });

  it('shows the fallback when no answer came', () => {
    expect(failureText({ status: null, message: 'Network Error', errors: {} }, 'Failed')).toBe(
      'Failed',
    );
  });
});
