import { firstErrorMessage } from './first-error-message';

describe('firstErrorMessage', () => {
  it("reads a field's message", () => {
    expect(firstErrorMessage({ type: 'server', message: 'Title is required' })).toBe(
      'Title is required',
    );
  });

  it("reads the first item's message of a list or object field", () => {
    const keywords = [undefined, { type: 'too_big', message: 'Keyword 2 is too long' }];
    expect(firstErrorMessage(keywords)).toBe('Keyword 2 is too long');
    expect(firstErrorMessage({ orcid: { message: 'Invalid ORCID' } })).toBe('Invalid ORCID');
  });

  it('never walks the DOM ref, and is undefined without a message', () => {
    const ref = { focus: () => undefined, message: 'not a field message' };
    expect(firstErrorMessage({ type: 'required', message: '', ref })).toBeUndefined();
    expect(firstErrorMessage(undefined)).toBeUndefined();
    expect(firstErrorMessage('text')).toBeUndefined();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(firstErrorMessage(cyclic)).toBeUndefined();
  });
});
