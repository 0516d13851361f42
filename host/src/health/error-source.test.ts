import { errorSource } from './error-source';

it("keeps an error's script address and stack", () => {
  const error = new Error('boom');
  error.stack = 'Error: boom\n    at f (http://localhost:4101/static/js/3.js:1:1)';
  expect(errorSource('http://localhost:4101/static/js/3.js', error)).toBe(
    'http://localhost:4101/static/js/3.js\nError: boom\n    at f (http://localhost:4101/static/js/3.js:1:1)',
  );
});

it('takes what a rejection gives: an object with a stack, or nothing from a plain value', () => {
  expect(errorSource(undefined, { stack: 'at g (http://x/1.js:1:1)' })).toBe(
    '\nat g (http://x/1.js:1:1)',
  );
  expect(errorSource(undefined, 'just a string')).toBe('\n');
  // A muted cross-origin error: no address, no error object.
  expect(errorSource('', null)).toBe('\n');
});

it('bounds what it keeps', () => {
  const error = new Error('long');
  error.stack = 'x'.repeat(10_000);
  expect(errorSource('', error)).toHaveLength(4000);
});
