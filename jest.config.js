// Test tiers by file name (style.md): *.unit.spec.ts (pure, no I/O), *.int.spec.ts (real
// PostgreSQL and Redis, one fresh database per run), *.test.tsx (portal/admin components in
// jsdom), *.e2e.spec.ts (Chromium against the started server).
const swcNode = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const ignore = ['/node_modules/', '/dist/'];
// Nest 12 and a few of its companions ship ES modules only; jest runs CommonJS, so swc
// transpiles them (cached after the first run).
const esmPackages = ['@nestjs', 'uid', 'file-type'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{apps,libs}/**/*.unit.spec.ts', '<rootDir>/scripts/**/*.unit.spec.ts'],
      testPathIgnorePatterns: ignore,
      transform: { '^.+\\.(ts|js|mjs)$': swcNode },
      transformIgnorePatterns,
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{apps,libs}/**/*.int.spec.ts'],
      testPathIgnorePatterns: ignore,
      transform: { '^.+\\.(ts|js|mjs)$': swcNode },
      transformIgnorePatterns,
      globalSetup: '<rootDir>/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/test-support/global-teardown.ts',
    },
    {
      displayName: 'portal',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/apps/{portal,admin}/src/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ignore,
      transform: { '^.+\\.(tsx?|jsx?|mjs)$': swcWeb },
      // react-admin's keyboard shortcuts library ships ES modules only.
      transformIgnorePatterns: ['/node_modules/(?!(react-hotkeys-hook)/)'],
      setupFiles: ['<rootDir>/test-support/jsdom-polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/apps/portal/src/test/setup.ts'],
      moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/test-support/style-stub.js' },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.e2e.spec.ts'],
      transform: { '^.+\\.(ts|js|mjs)$': swcNode },
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts'],
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
    },
  ],
};
