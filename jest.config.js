// One jest run for every unit, API e2e and component test (npm test runs it before the browser tests).
// NestJS 12 and some of its dependencies ship ESM only: let @swc/jest transform them (STACK-NOTES).
// So does TanStack Table 9 (mfe-admin's data table).
const { availableParallelism } = require('node:os');

const esmOnly =
  '/node_modules/(?!(@nestjs|file-type|load-esm|uid|strtok3|token-types|@tokenizer|uint8array-extras|@tanstack/react-table|@tanstack/table-core)/)';
const swc = ['@swc/jest', { swcrc: true }];
const transform = { '^.+\\.(t|j)sx?$': swc };

module.exports = {
  // A global option (jest ignores it inside projects): API e2e hooks boot the app on a loaded 2-core machine.
  testTimeout: 60000,
  // Jest's default is one worker fewer than the cores: a single worker on CI's 2 cores, where the run took 13.3 min
  // against 7.5 min with two (each API e2e file waits on MariaDB much of its time, and has a database of its own).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    {
      displayName: 'api-unit',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/api/src/**/*.spec.ts', '<rootDir>/web/src/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.ts', '<rootDir>/packages/build-signature/**/*.test.{js,ts}'],
      transform,
      transformIgnorePatterns: [esmOnly],
    },
    {
      displayName: 'api-e2e',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/api/test/**/*.e2e-spec.ts', '<rootDir>/web/test/**/*.e2e-spec.ts'],
      transform,
      transformIgnorePatterns: [esmOnly],
      globalSetup: '<rootDir>/api/test/global-setup.ts',
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      rootDir: __dirname,
      testMatch: [
        '<rootDir>/mfe-*/src/**/*.test.{ts,tsx}',
        '<rootDir>/packages/*/src/**/*.test.{ts,tsx}',
      ],
      transform,
      transformIgnorePatterns: [esmOnly],
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/packages/ui/test/style-mock.js',
        // webpack serves these as asset modules (a URL string); jest gets a fixed string.
        '\\.(svg|png)$': '<rootDir>/packages/ui/test/file-mock.js',
      },
      setupFilesAfterEnv: ['<rootDir>/packages/ui/test/setup-dom.ts'],
    },
  ],
};
