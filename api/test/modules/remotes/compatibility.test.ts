import { incompatibility } from '../../../src/modules/remotes/compatibility';

const host = { react: '19.3.1', 'react-dom': '19.3.1', '@colophon/shared': '1.2.0' };

it('accepts a release whose every range the host satisfies', () => {
  expect(incompatibility(host, { react: '^19.0.0', '@colophon/shared': '^1.1.0' })).toBeNull();
});

it('refuses a release built against a newer singleton than the host provides', () => {
  expect(incompatibility(host, { react: '^19.3.1', '@colophon/shared': '^1.3.0' })).toBe(
    '@colophon/shared ^1.3.0 needed, the host provides 1.2.0',
  );
});

it('refuses a release of another major', () => {
  expect(incompatibility(host, { react: '^20.0.0' })).toContain('react ^20.0.0 needed');
});

it('refuses a release that needs a singleton the host does not provide', () => {
  expect(incompatibility(host, { zustand: '^5.0.0' })).toBe(
    'zustand ^5.0.0 is not provided by the host',
  );
});

it('lists every problem, sorted by name', () => {
  expect(incompatibility(host, { zustand: '^5.0.0', react: '^18.0.0' })).toBe(
    'react ^18.0.0 needed, the host provides 19.3.1; zustand ^5.0.0 is not provided by the host',
  );
});

it('refuses an invalid range instead of throwing', () => {
  expect(incompatibility(host, { react: 'not a range' })).toContain('invalid range');
});
