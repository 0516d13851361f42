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

const project = (name, environment = 'jsdom') => ({
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
    '^@colophon/shared$': '<rootDir>/../shared/src/index.ts',
    '^@colophon/shared/antd$': '<rootDir>/../shared/src/antd.ts',
    '^@colophon/shared/antd-shell$': '<rootDir>/../shared/src/antd/shell.ts',
    '^@colophon/shared/antd-panel$': '<rootDir>/../shared/src/antd-panel.ts',
    '^@colophon/shared/data-ui$': '<rootDir>/../shared/src/data-ui.ts',
    '^@colophon/shared/router$': '<rootDir>/../shared/src/router.ts',
    '^@colophon/shared/contracts$': '<rootDir>/../shared/src/contracts/index.ts',
    '^@colophon/shared/testing$': '<rootDir>/../shared/src/testing/index.ts',
  },
  globals: { __APP_NAME__: name, __APP_VERSION__: '0.0.0-test', __API_BASE_URL__: '/api/v1' },
});

module.exports = {
  projects: ['shared', 'host', 'mf-journals', 'mf-manuscripts', 'mf-users', 'mf-categories'].map(
    (name) => project(name),
  ),
};
