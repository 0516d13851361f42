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
  // @fastify/static, cookie under light-my-request, @faker-js/faker, file-type
  // and the tokenizers it reads with); jest runs CommonJS, so they are transformed.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie|@faker-js[+/]faker|file-type|strtok3|token-types|@tokenizer[+/]inflate|uint8array-extras|@borewit[+/]text-codec)[@/])',
  ],
  moduleNameMapper: {
    // file-type exports only an `import` condition, which jest's CommonJS resolver skips.
    '^file-type$': path.join(__dirname, 'node_modules/file-type/index.js'),
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
