// One flat ESLint config for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './eslint/boundaries.mjs';

// Libraries that exist once in the panel, reached through @colophon/shared.
const ONE_INSTANCE_IMPORTS = [
  {
    name: 'antd',
    message: "Import antd through '@colophon/shared/antd' so there is one tree-shaken antd.",
  },
  { name: 'axios', message: "Use the one API client from '@colophon/shared'." },
  ...['react-router-dom', 'react-router'].map((name) => ({
    name,
    message: "Import the router from '@colophon/shared/router': one tree-shaken react-router.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.data/**',
      'releases/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Deliberately broken code for the boundary rules' own test.
      'eslint/__fixtures__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { paths: ONE_INSTANCE_IMPORTS }],
    },
  },
  {
    // shared is where antd and axios are wrapped once; the API never sees them.
    files: ['shared/src/**', 'api/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // No branch on the database outside api/src/db: a difference gets a function in db/dialect/.
    // Reporting the name (the health answer) is not a branch. And a request handler uses request.db.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "BinaryExpression > CallExpression[callee.name='dialectName']",
          "SwitchStatement > CallExpression.discriminant[callee.name='dialectName']",
          "VariableDeclarator > CallExpression.init[callee.name='dialectName']",
        ].map((selector) => ({
          selector,
          message:
            'Database-specific code lives in api/src/db/dialect/: add a function there instead of branching on dialectName here.',
        })),
        {
          // A handler's writes go through request.db: for a request holding an
          // Idempotency-Key claim it records each commit into the claim (plugins/db.ts).
          selector:
            ":function[params.0.name=/^_?request$/] MemberExpression[object.name='app'][property.name='db']",
          message:
            'Use request.db in a request handler: it records the transactions of an Idempotency-Key claim.',
        },
      ],
    },
  },
  {
    // The URL's query is changed in one place, so two changes before a render keep both.
    files: ['host/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/ui/use-search-params-writer.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "VariableDeclarator[init.callee.name='useSearchParams'] > ArrayPattern[elements.length>1]",
          message:
            "Change the URL's query with useSearchParamsWriter() from '@colophon/shared': it builds on the last change written.",
        },
      ],
    },
  },
  ...boundaries(),
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
