// One rspack config for the host and every remote. The host passes what makes
// it different; a section passes only its folder: everything else comes from
// its manifest (section.json), see createRemoteConfig.
const path = require('node:path');
const fs = require('node:fs');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { providedVersions, sharedDependencies } = require('./shared-modules.cjs');
const { MANIFEST_FILE, readManifest, sectionPort } = require('./sections.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { PanelPrefetchPlugin } = require('./panel-prefetch-plugin.cjs');
const { TextAssetPlugin } = require('./text-asset-plugin.cjs');
const { HOST_CHUNKS } = require('./host-chunks.cjs');

/**
 * Production source maps are written but not linked from the code (hidden)
 * and the servers refuse *.map: the code's origin stays unpublished.
 * PUBLIC_SOURCE_MAPS=true links them (the web bench reads them to tell which
 * library a chunk holds; its stack serves them).
 */
const productionDevtool = () =>
  process.env.PUBLIC_SOURCE_MAPS === 'true' ? 'source-map' : 'hidden-source-map';

/**
 * React Router's own production build, for production builds. Its package's exports name
 * only its development build (remix-run/react-router#14102), which ships its warnings and
 * prints one on correct routes: "Matched leaf route … does not have an element" on every
 * section page opened by its URL (the section's route is patched in while the page loads).
 */
function reactRouterProduction(dir) {
  const dom = require.resolve('react-router-dom/package.json', { paths: [dir, __dirname] });
  const router = path.dirname(
    require.resolve('react-router/package.json', { paths: [path.dirname(dom)] }),
  );
  return {
    'react-router$': path.join(router, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(router, 'dist/production/dom-export.mjs'),
  };
}

/** Emits a JSON file beside the build (a manifest deployed origins and releases carry). */
const jsonAsset = (file, value) => new TextAssetPlugin(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * The host's `mf-manifest.json`: what it provides to the sections at runtime
 * (each shared module's version) and the federation runtime core it creates
 * them with. The host is not a federation container, so no plugin writes it;
 * the release registry reads it to refuse a section release the deployed host
 * cannot satisfy (api/src/modules/remotes/release-store.ts, ADR 0004).
 */
function hostManifest({ name, version }) {
  // The runtime core the host bundles (through @module-federation/enhanced/runtime).
  const runtimeEntry = require.resolve('@module-federation/runtime-core', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced/runtime'))],
  });
  const runtimeRoot = runtimeEntry.slice(0, runtimeEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const runtimeCore = JSON.parse(fs.readFileSync(path.join(runtimeRoot, 'package.json'), 'utf8'));
  const shared = Object.entries(providedVersions()).map(([request, provided]) => ({
    id: `${name}:${request}`,
    name: request,
    version: provided.version,
    singleton: true,
    requiredVersion: provided.requiredVersion,
  }));
  return {
    id: name,
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: version, buildName: name },
      pluginVersion: runtimeCore.version,
    },
    shared,
    remotes: [],
    exposes: [],
  };
}

/** The faults a demo build can carry (DEMO_FAULT): 'render' throws while the section renders. */
const DEMO_FAULTS = ['render'];

/** DEMO_FAULT of this build, '' when none; an unknown one fails the build. */
function demoFault() {
  const fault = process.env.DEMO_FAULT || '';
  if (fault && !DEMO_FAULTS.includes(fault)) {
    throw new Error(`DEMO_FAULT must be one of ${DEMO_FAULTS.join(', ')}, not "${fault}"`);
  }
  return fault;
}

/**
 * @param {object} options
 * @param {string} options.dir         the app's folder (__dirname of its rspack.config)
 * @param {string} options.name        the Module Federation container name (host, or a section's)
 * @param {number} options.port        the dev server port
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {boolean} [options.isHost]
 * @param {string[]} [options.runtimePlugins]
 * @param {string} [options.template]  the page template (default: the app's index.html)
 * @param {Record<string,string>} [options.templateParameters]
 * @param {Record<string,string>} [options.define]  more build-time constants (JSON texts)
 */
function createAppConfig(options) {
  const { dir, name, port, exposes = {}, isHost = false, runtimePlugins = [] } = options;
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const production = process.env.NODE_ENV !== 'development';
  const apiTarget = process.env.API_URL || `http://127.0.0.1:${process.env.API_PORT || 4000}`;

  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? productionDevtool() : 'cheap-module-source-map',
    output: {
      path: path.resolve(dir, process.env.OUTPUT_DIR || 'dist'),
      // Hosts load from their own root; remotes resolve chunks from the origin
      // their manifest was fetched from.
      publicPath: isHost ? '/' : 'auto',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      ...(production ? { alias: reactRouterProduction(dir) } : {}),
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16' },
          },
          type: 'javascript/auto',
        },
        {
          // antd's @rc-component packages are plain ES modules but do not declare
          // `"sideEffects": false`, so a module that imports one of them for one
          // export kept all of it: antd's form context (imported by Input and
          // Button) brought the whole of @rc-component/form and async-validator,
          // and a tooltip import all of @rc-component/trigger, to the sign-in
          // page. Declared here, an import of them keeps only what is
          // used. A module whose exports are used still runs whole.
          test: /[\\/]node_modules[\\/]@rc-component[\\/]/,
          sideEffects: false,
        },
        {
          // Web fonts (the Urdu Nastaliq face, loaded only for Urdu): files of the build.
          test: /\.woff2$/,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:10][ext]' },
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(process.env.RELEASE_VERSION || pkg.version),
        __API_BASE_URL__: JSON.stringify(process.env.COLOPHON_API_BASE_URL || '/api/v1'),
        // A fault built in on purpose (`pnpm release:demo <section> --fault render`): '' in
        // every other build, so the section's check of it is a constant.
        __DEMO_FAULT__: JSON.stringify(demoFault()),
        ...options.define,
        // What the host gives the sections at runtime (host/src/first-load/provided-shared.ts).
        ...(isHost ? { __PROVIDED_SHARED__: JSON.stringify(providedVersions()) } : {}),
      }),
      new rspack.HtmlRspackPlugin({
        template: options.template ?? path.join(dir, 'index.html'),
        templateParameters: options.templateParameters,
        // Only the app's own entry: the remote entry is loaded by the host, not by the page.
        chunks: ['main'],
        // A page is served from the root of its origin (host, or a remote's standalone shell);
        // an absolute script path keeps deep links (/journals/5) loading after a reload,
        // while the remote's chunks still resolve from wherever its manifest was fetched ('auto').
        publicPath: '/',
      }),
      // The panel's first screen, prefetched by the idle sign-in page (host production builds).
      ...(isHost && production
        ? [
            new PanelPrefetchPlugin({
              groups: ['panel', 'dashboard'],
              loaded: ['bootstrap', 'sign-in'],
            }),
            // What the sign-in page and the panel's first screen run, compiled eagerly off the main thread.
            new CompileHintsPlugin({ groups: ['bootstrap', 'sign-in', 'panel', 'dashboard'] }),
          ]
        : []),
      // The host is not a federation container: it creates the runtime when the panel
      // first needs a section and provides its own modules to it (ADR 0012, fifth step:
      // the runtime and its share negotiation were a third of the login page's script).
      ...(isHost
        ? [
            jsonAsset(
              'mf-manifest.json',
              hostManifest({ name, version: process.env.RELEASE_VERSION || pkg.version }),
            ),
          ]
        : [
            new ModuleFederationPlugin({
              name,
              filename: 'remoteEntry.js',
              exposes,
              shared: sharedDependencies(),
              manifest: true,
              dts: false,
              shareStrategy: 'loaded-first',
              runtimePlugins,
              experiments: {
                // One runtime core in the panel: the host provides it, sections use it.
                externalRuntime: true,
                optimization: { target: 'web' },
              },
            }),
          ]),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      ...(isHost && production ? { splitChunks: HOST_CHUNKS } : {}),
    },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: apiTarget, changeOrigin: false }],
    },
  };
}

function federationDependencies() {
  const plugin = require.resolve('@module-federation/enhanced/rspack');
  return plugin.slice(
    0,
    plugin.lastIndexOf(`${path.sep}@module-federation${path.sep}enhanced${path.sep}`),
  );
}

/** Where a section's standalone page finds the runtime core its build leaves out. */
const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/** The page every section's standalone build serves (one template for all). */
const SECTION_TEMPLATE = path.join(__dirname, 'section.html');

/**
 * A section (remote): `createRemoteConfig({ dir: __dirname })`. Its container
 * name and dev port come from its manifest (section.json); it exposes
 * `./section` (src/section.tsx). The result is its app build plus the runtime
 * core for its standalone page, built after it into the same folder (the app
 * build cleans the folder).
 * @param {{ dir: string, exposes?: Record<string,string> }} options
 */
function createRemoteConfig(options) {
  const manifest = readManifest(options.dir);
  const base = createAppConfig({
    dir: options.dir,
    name: manifest.name,
    port: sectionPort(manifest),
    exposes: options.exposes ?? { './section': './src/section.tsx' },
    template: SECTION_TEMPLATE,
    templateParameters: { section: manifest.section },
  });
  const app = {
    ...base,
    name: manifest.name,
    plugins: [...base.plugins, jsonAsset(MANIFEST_FILE, manifest)],
  };
  const production = app.mode === 'production';
  const runtime = {
    name: `${manifest.name}-federation-runtime`,
    dependencies: [manifest.name],
    mode: app.mode,
    context: options.dir,
    target: 'web',
    entry: { 'federation-runtime': path.join(__dirname, 'standalone-runtime.js') },
    devtool: production ? productionDevtool() : false,
    output: { path: app.output.path, filename: STANDALONE_RUNTIME_FILE, clean: false },
    // Resolved where the federation plugin's own dependencies are installed.
    resolve: { modules: [federationDependencies(), 'node_modules'] },
    performance: { hints: false },
  };
  return [app, runtime];
}

module.exports = { createAppConfig, createRemoteConfig, STANDALONE_RUNTIME_FILE, DEMO_FAULTS };
