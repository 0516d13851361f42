import { exposedChunkUrls, lightPreloadPlugin } from './light-preload-plugin';

/** A section's snapshot as the runtime keeps its manifest (mf-journals' shape). */
const snapshot = {
  publicPath: 'http://localhost:4105/mf-journals/1.0.0/',
  modules: [
    {
      moduleName: 'section',
      assets: {
        js: { sync: ['js/3438.19.js', 'js/__federation_expose_section.70.js'], async: ['js/1.js'] },
        css: { sync: ['css/section.1a.css'], async: [] },
      },
    },
  ],
};
const BASE = 'http://localhost:4105/mf-journals/1.0.0/';

afterEach(() => {
  document.head.innerHTML = '';
});

it('names the exposed module’s own chunks, loaded with it', () => {
  expect(exposedChunkUrls(snapshot, './section')).toEqual([
    `${BASE}css/section.1a.css`,
    `${BASE}js/3438.19.js`,
    `${BASE}js/__federation_expose_section.70.js`,
  ]);
  expect(exposedChunkUrls(snapshot, './other')).toEqual([]);
  expect(exposedChunkUrls({ modules: snapshot.modules }, './section')).toEqual([]);
  expect(exposedChunkUrls(undefined, './section')).toEqual([]);
});

it('leaves the runtime no preload to generate (no matching of the shared modules)', async () => {
  const plugin = lightPreloadPlugin();
  const preloadOps = [{ nameOrAlias: 'mf_journals', exposes: ['./section'] }];
  await plugin.beforePreloadRemote?.({ preloadOps, options: {}, origin: {} } as never);
  expect(preloadOps).toEqual([]);
});

it('hints the exposed module’s chunks once, and hands the resolution on unchanged', async () => {
  const plugin = lightPreloadPlugin();
  const args = { id: 'mf_journals/section', expose: './section', remoteSnapshot: snapshot };
  expect(await plugin.afterResolve?.(args as never)).toBe(args);
  await plugin.afterResolve?.(args as never);
  const links = [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('as'),
    link.href,
  ]);
  expect(links).toEqual([
    ['preload', 'style', `${BASE}css/section.1a.css`],
    ['preload', 'script', `${BASE}js/3438.19.js`],
    ['preload', 'script', `${BASE}js/__federation_expose_section.70.js`],
  ]);
});
