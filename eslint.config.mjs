// `npm run lint`: typescript-eslint's recommended rules over every workspace's sources, and rules that keep
// tests able to fail (STYLE.md "Tests").
import jest from 'eslint-plugin-jest';
import tseslint from 'typescript-eslint';

/** jest's test files (the unit, API e2e and web projects of jest.config.js). */
const jestFiles = ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.test.ts', '**/*.test.tsx'];
/** Test files inside a tsconfig project, so the type-aware rule below can see what returns a promise. */
const typedTestFiles = [
  'api/src/**/*.spec.ts',
  'api/test/**/*.ts',
  'mfe-*/src/**/*.test.{ts,tsx}',
  'packages/{api-client,app-state,contracts,ui}/src/**/*.test.{ts,tsx}',
  'e2e/**/*.ts',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'var/**', '**/test-results/**', 'packages/api-client/src/schema.ts', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-namespace': 'off',
    },
  },
  {
    files: jestFiles,
    ignores: ['e2e/**'],
    plugins: { jest },
    rules: {
      // A test with no assertion passes whatever the product does. supertest's `.expect(…)` and
      // fast-check's `fc.assert` are assertions too.
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', '**.expect', 'fc.assert', 'expectNotFoundShape'] }],
      // `expect(promise).resolves…` not awaited asserts nothing.
      'jest/valid-expect': ['error', { alwaysAwait: true }],
      'jest/no-focused-tests': 'error',
      'jest/no-identical-title': 'error',
    },
  },
  {
    files: typedTestFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // An un-awaited supertest call or Playwright assertion never fails the test.
      '@typescript-eslint/no-floating-promises': ['error', { checkThenables: true }],
    },
  },
);
