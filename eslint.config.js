import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
      '**/.next',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'preview/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: { ...jsxA11y.flatConfigs.strict.languageOptions, globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'preview/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: [
      '*.{js,ts}',
      'scripts/**/*.{js,mjs,ts}',
      'tests/e2e/**/*.ts',
      'tests/shared/**/*.ts',
      'tests/registry/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // A kit file must stay copyable: it may import React, npm packages and its siblings in kit/, nothing else.
    files: ['src/kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*', '@/*'], message: 'A kit file imports only npm packages and kit/ siblings.' },
          ],
        },
      ],
    },
  },
  {
    // An example installs with its kit files only: it may import React, npm packages, kit files and its own folder.
    files: ['src/examples/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '!../kit', '!../kit/*', '@/*'],
              message: 'An example imports only npm packages, kit files (../kit/…) and files beside it.',
            },
          ],
        },
      ],
    },
  },
);
