import { isListCall, requestPath } from './list-call';

describe('isListCall', () => {
  it.each([
    'journals',
    '/journals',
    'journals/',
    'journals?page=2',
    'journals/12/manuscripts',
    'users/3/publications?per_page=100',
    'categories/tree',
    'users/roles',
    'manuscripts/user/my-manuscripts',
    'journals/export.csv',
    'dashboard',
  ])('treats GET %s as a list call', (url) => {
    expect(isListCall({ method: 'get', url })).toBe(true);
  });

  it.each(['journals/12', 'journals/12/', 'users/3?x=1', 'auth/me', 'auth/sessions'])(
    'treats GET %s as no list call',
    (url) => {
      expect(isListCall({ method: 'get', url })).toBe(false);
    },
  );

  it('defaults to GET and upper-case methods count', () => {
    expect(isListCall({ url: 'journals' })).toBe(true);
    expect(isListCall({ method: 'GET', url: 'journals' })).toBe(true);
  });

  it.each(['post', 'put', 'patch', 'delete', 'head'])('never applies to %s', (method) => {
    expect(isListCall({ method, url: 'journals' })).toBe(false);
  });
});

it('requestPath strips query, fragment and outer slashes', () => {
  expect(requestPath('/journals/3/?a=1#x')).toBe('journals/3');
  expect(requestPath(undefined)).toBe('');
});
