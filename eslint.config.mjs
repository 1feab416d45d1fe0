import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const frameworkImports = {
  patterns: [
    {
      group: ['@nestjs/*', 'typeorm', 'typeorm/*', 'bullmq', 'ioredis', 'express', 'pg'],
      message: 'Domain code (libs/<context>) is pure: no Nest, TypeORM, database or queue imports.',
    },
  ],
};

/** Portal features never import a sibling feature (bulletproof-react). */
const portalFeatures = ['auth', 'home', 'dashboard', 'schemes', 'assistant', 'complaints', 'documents', 'events', 'locations', 'notifications', 'profile', 'search', 'language', 'placeholders', 'not-found', 'legal', 'community'];
const featureBoundaries = portalFeatures.map((feature) => ({
  files: [`apps/portal/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: portalFeatures.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
            message: 'Features do not import each other; move shared code to components/ or lib/.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', 'e2e/artifacts/**', 'test-support/*.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': 'off',
    },
  },
  {
    // Nest resolves constructor parameters by their runtime type: those imports must stay values.
    files: ['apps/api/src/**/*.ts', 'apps/worker/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['libs/*/src/**/*.ts'],
    ignores: ['libs/event-store/src/**'],
    rules: { 'no-restricted-imports': ['error', frameworkImports] },
  },
  {
    files: ['apps/portal/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...featureBoundaries,
);
