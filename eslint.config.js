import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import features from './apps/web/eslint-feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'test-results/**',
      'packages/db/src/types.generated.ts',
      'apps/web/src/api/openapi.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Type-aware rules on the application code (CONTRIBUTING.md, "Code style"): no promise left floating or given
    // where nothing awaits it, switches over a union cover every member, and deprecated APIs are flagged.
    files: ['apps/api/src/**/*.ts', 'packages/*/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      // No deprecated API anywhere (zod 4's no-op .finite(), Ant Design's renamed props, ...).
      '@typescript-eslint/no-deprecated': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, features },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Which feature of apps/web/src/features/ may import which (besides `common`, which every feature may import
      // and which imports none). The graph must stay acyclic; the rule refuses a configuration with a cycle.
      'features/allowed-imports': [
        'error',
        {
          common: [],
          records: ['qualification'], // the parcel modal's Qualification Sheet link (loaded on first use)
          exports: [],
          alerts: [],
          subscriptions: [],
          auth: ['subscriptions'],
          'admin-users': ['auth'],
          'user-detail': ['admin-users', 'subscriptions'],
          profile: ['alerts', 'auth', 'surveys'],
          cookies: [],
          errors: [],
          legal: [],
          qualification: ['exports'],
          'area-export': ['exports'],
          'market-stats': ['exports'],
          'saved-searches': ['alerts'],
          surveys: ['alerts'],
          'grid-view': ['records', 'exports'],
          bookmarks: ['records', 'grid-view', 'saved-searches'],
          portfolios: ['records', 'exports'],
          matching: ['records', 'exports'],
          'survey-matching': ['matching', 'records', 'surveys', 'subscriptions', 'exports'],
          client: ['survey-matching'],
          network: ['survey-matching'],
          'view-query': ['survey-matching'],
          dashboard: ['matching', 'survey-matching'],
          shell: ['alerts', 'dashboard', 'subscriptions'],
          // The map screen mounts the drawers and buttons of the features it shows.
          map: [
            'records',
            'area-export',
            'bookmarks',
            'market-stats',
            'matching',
            'portfolios',
            'saved-searches',
            'survey-matching',
            'surveys',
          ],
        },
      ],
    },
  },
);
