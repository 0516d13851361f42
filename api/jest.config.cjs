// The API suite: node environment, TypeScript through @swc/jest. It runs once
// on SQLite and once on PostgreSQL (TEST_DATABASE_URL), see scripts/test-api.mjs.
const path = require('node:path');

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.[jt]s$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // A few dependencies ship ESM only (content-disposition under
  // @fastify/static, cookie under light-my-request, @faker-js/faker); jest runs
  // CommonJS, so they are transformed.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie|@faker-js\\+faker|@faker-js/faker)[@/])',
  ],
  moduleNameMapper: {
    '^@colophon/shared/contracts$': path.join(__dirname, '../shared/src/contracts/index.ts'),
    '^@colophon/shared/contracts/all-languages$': path.join(
      __dirname,
      '../shared/src/contracts/messages/all-languages.ts',
    ),
  },
  setupFiles: ['<rootDir>/test/helpers/check-responses.ts'],
  // Each test file builds its own app and database; two cores, two workers.
  maxWorkers: 2,
  testTimeout: 30_000,
  globalTeardown: '<rootDir>/test/helpers/drop-test-schemas.ts',
};
