import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The import rules of shared/design.md, checked on the resolved file (alias or relative path):
// core imports nothing of ours; config (the routes' addresses) only core; lib and components no
// feature and not app; a feature neither app nor another feature. app assembles them all.
const ZONES = [
  {
    target: 'src/core',
    from: ['src/lib', 'src/features', 'src/app', 'src/components', 'src/config'],
    message: 'core is platform-free and imports nothing of the app.',
  },
  {
    target: 'src/config',
    from: ['src/lib', 'src/features', 'src/app', 'src/components'],
    message: 'config imports only core.',
  },
  {
    target: ['src/lib', 'src/components'],
    from: ['src/features', 'src/app'],
    message: 'Shared code imports no feature and not app/.',
  },
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: share through lib, core or components.',
  })),
  {
    target: 'src/features',
    from: 'src/app',
    message: 'Features do not import app/: app assembles them.',
  },
];

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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.app.json' })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: ZONES }] },
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
