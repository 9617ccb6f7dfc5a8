import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'reports',
      'data',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // core is platform-free and imports nothing of ours outside it.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@/*',
            'node:*',
            'react',
            'react-*',
            'dexie',
            '../../lib/*',
            '../../features/*',
          ],
        },
      ],
    },
  },
  {
    // The server uses src/core and nothing else of the client.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/src/lib/*',
            '**/src/features/*',
            '**/src/app/*',
            '**/src/components/*',
            '@/*',
          ],
        },
      ],
    },
  },
  {
    // Routes speak HTTP and call repositories (server/db/repositories); the SQL lives there.
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: 'Routes call repositories (server/db/repositories).' },
          ],
          patterns: [
            {
              group: [
                '**/src/lib/*',
                '**/src/features/*',
                '**/src/app/*',
                '**/src/components/*',
                '@/*',
              ],
            },
            {
              group: ['**/db/schema'],
              message: 'Routes call repositories (server/db/repositories).',
            },
          ],
        },
      ],
    },
  },
);
