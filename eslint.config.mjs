// One flat ESLint config for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              message:
                "Import antd through '@colophon/shared/antd' so there is one tree-shaken antd.",
            },
            {
              name: 'axios',
              message: "Use the one API client from '@colophon/shared'.",
            },
          ],
        },
      ],
    },
  },
  {
    // shared is where antd and axios are wrapped once; the API never sees them.
    files: ['shared/src/**', 'api/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // What the login page loads: only the shell part of the antd kit. A value
    // import of the full kit here would put tables and trees on the first paint.
    files: [
      'host/src/app/**',
      'host/src/components/**',
      'host/src/features/{auth,home,about}/**',
      'host/src/layouts/public/**',
      'host/src/layouts/admin/{language-switcher,theme-toggle}.tsx',
      'host/src/pages/legal-page.tsx',
      'host/src/routes/**',
      'shared/src/{api,format,i18n,navigation,providers,query,section,stores}/**',
      'shared/src/ui/!(list-table).tsx',
    ],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@colophon/shared/antd',
              allowTypeImports: true,
              message: "First-paint code imports antd from '@colophon/shared/antd-shell'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
