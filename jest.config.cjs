// Unit tests of every front-end package. The API has its own config
// (api/jest.config.cjs) because it runs twice, once per database.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

// '@colophon/shared/antd' → '<rootDir>/../shared/src/antd.ts', and so on.
const sharedExports = require('./shared/package.json').exports;
const sharedEntries = Object.fromEntries(
  Object.entries(sharedExports)
    .filter(([, file]) => /\.tsx?$/.test(file))
    .map(([entry, file]) => [
      `^${entry.replace('.', '@colophon/shared').replace(/[/-]/g, '\\$&')}$`,
      `<rootDir>/../shared/${file.replace('./', '')}`,
    ]),
);

// jest-fixed-jsdom: jsdom with Node's fetch, streams and TextEncoder, which MSW needs.
const project = (name, environment = 'jest-fixed-jsdom') => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  testEnvironment: environment,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.[jt]sx?$': swc },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
  // Resolve the shared package (and its self-references) to source.
  moduleNameMapper: {
    // @ant-design/icons' CommonJS build requires an ES-module file of @ant-design/colors.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    // The kit imports antd per component (antd/es/…); Jest runs antd's CommonJS build.
    '^antd/es/(.*)$': 'antd/lib/$1',
    // antd's TextArea autosize, measured with getComputedStyle on every render (see the file).
    '^\\./calculateNodeHeight$': path.join(__dirname, 'shared/src/testing/textarea-autosize.ts'),
    // Every entry of @colophon/shared, from its package.json exports.
    ...sharedEntries,
  },
  globals: {
    __APP_NAME__: name,
    __APP_VERSION__: '0.0.0-test',
    __DEMO_FAULT__: '',
    __API_BASE_URL__: '/api/v1',
  },
});

module.exports = {
  // Jest's default leaves one core to its own process: on CI's two cores that is one worker,
  // and the suite ran serially (8.0 min). The main process only collects results: 5.1 min.
  maxWorkers: '100%',
  // antd forms in jsdom on a shared two-core machine, two workers at once: a test of the login
  // form once took 14 s there (5 s is Jest's default). A limit against hangs, not a speed target.
  testTimeout: 30_000,
  projects: [
    // The sections come from the one list of sections (sections.json).
    ...['shared', 'host', ...require('./sections.json')].map((name) => project(name)),
    // The lint's boundary rules (they run eslint on probe files).
    {
      displayName: 'eslint',
      rootDir: path.join(__dirname, 'eslint'),
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*.test.ts'],
      transform: { '^.+\\.[jt]sx?$': swc },
    },
  ],
};
