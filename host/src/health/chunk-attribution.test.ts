import { addressesIn, buildBase, buildOfSource } from './chunk-attribution';

const deployed = { id: 'deployed', entry: 'http://localhost:4101/mf-manifest.json' };
const release = {
  id: 'release',
  entry: 'http://localhost:4105/mf-journals/1.0.1/mf-manifest.json',
};
const olderRelease = {
  id: 'older',
  entry: 'http://localhost:4105/mf-journals/1.0.0/mf-manifest.json',
};
const builds = [deployed, olderRelease, release];

it("takes a build's base from its manifest URL", () => {
  expect(buildBase(deployed.entry)).toBe('http://localhost:4101/');
  expect(buildBase(release.entry)).toBe('http://localhost:4105/mf-journals/1.0.1/');
  expect(buildBase('http://cdn/x/remoteEntry.js?v=3#top')).toBe('http://cdn/x/');
});

it('finds the addresses of a Chromium and a Firefox stack, top frame first', () => {
  const chromium = [
    'TypeError: x is undefined',
    '    at Detail (http://localhost:4105/mf-journals/1.0.1/static/js/812.js:1:2040)',
    '    at renderWithHooks (http://localhost:4100/static/js/provided.js:9:100)',
  ].join('\n');
  expect(addressesIn(chromium)).toEqual([
    'http://localhost:4105/mf-journals/1.0.1/static/js/812.js:1:2040',
    'http://localhost:4100/static/js/provided.js:9:100',
  ]);
  expect(addressesIn('Detail@http://localhost:4101/static/js/1.js:1:2\n')).toEqual([
    'http://localhost:4101/static/js/1.js:1:2',
  ]);
});

it("names the build whose folder holds the error's chunk, not an older version's", () => {
  const stack =
    'Error: boom\n    at f (http://localhost:4105/mf-journals/1.0.1/static/js/9.js:1:1)';
  expect(buildOfSource(stack, builds)?.id).toBe('release');
  expect(buildOfSource('http://localhost:4101/static/js/3.js', builds)?.id).toBe('deployed');
});

it('goes down the stack past the host’s frames to the first section frame', () => {
  const stack = [
    'Error: boom',
    '    at dispatch (http://localhost:4100/static/js/provided.js:1:1)',
    '    at onClick (http://localhost:4101/static/js/3.js:1:1)',
  ].join('\n');
  expect(buildOfSource(stack, builds, 'http://localhost:4100/')?.id).toBe('deployed');
});

it("attributes nothing to the host's own code, an unknown origin or a muted script error", () => {
  const hostRoot = { id: 'served-from-host-root', entry: 'http://localhost:4100/mf-manifest.json' };
  const hostError = 'at f (http://localhost:4100/static/js/bootstrap.js:1:1)';
  expect(buildOfSource(hostError, [...builds, hostRoot], 'http://localhost:4100/')).toBeNull();
  expect(buildOfSource('at f (https://cdn.example/lib.js:1:1)', builds)).toBeNull();
  expect(buildOfSource('\n', builds)).toBeNull();
});
