// `npm run lint`: typescript-eslint's recommended rules over every workspace's sources, and the
// architecture boundaries (eslint-plugin-boundaries; README "Module boundaries" explains them), and rules that
// keep tests able to fail (STYLE.md "Tests").
import boundaries from 'eslint-plugin-boundaries';
import jest from 'eslint-plugin-jest';
import tseslint from 'typescript-eslint';

// A call's first argument that is an API path: '/api/…', `/api/…${x}`, '/api/…' as never ('/sanctum/…' too).
const API_PATH = '/^\\/(api|sanctum)\\//';
const FIRST_ARG_IS_API_PATH =
  `:matches(Literal.arguments:first-child[value=${API_PATH}], ` +
  `TemplateLiteral.arguments:first-child[quasis.0.value.raw=${API_PATH}], ` +
  `TSAsExpression.arguments:first-child[expression.value=${API_PATH}])`;

/**
 * Elements are folders (first match wins); `module`, `app` and `pkg` capture the folder name so a
 * policy can compare the importing file's with the imported file's. File categories mark what a
 * module keeps to itself: its repositories and its entities.
 */
const elements = [
  { type: 'api-module', pattern: 'api/src/modules/*', partialMatch: false, capture: ['module'] },
  // common/, config/, database/ (migrations, seed, the entity list for TypeORM), main and app module.
  { type: 'api-core', pattern: 'api/src', partialMatch: false },
  { type: 'api-test', pattern: 'api/test', partialMatch: false },
  { type: 'app', pattern: 'mfe-*', partialMatch: false, capture: ['app'] },
  { type: 'package', pattern: 'packages/*', partialMatch: false, capture: ['pkg'] },
  { type: 'tooling', pattern: '{e2e,bench,scripts}', partialMatch: false },
];
const files = [
  { category: 'repository', pattern: 'api/src/modules/**/*.repository.ts' },
  { category: 'entity', pattern: 'api/src/modules/*/entities/**' },
];
const otherModule = { type: 'api-module', captured: { module: '!{{ from.module }}' } };

const APPS = ['app', 'api-module', 'api-core', 'api-test', 'tooling'];

/** jest's test files (the unit, API e2e and web projects of jest.config.js). */
const jestFiles = ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.test.ts', '**/*.test.tsx'];
/** Test files inside a tsconfig project, so the type-aware rule below can see what returns a promise. */
const typedTestFiles = [
  'api/src/**/*.spec.ts',
  'api/test/**/*.ts',
  'web/test/**/*.ts',
  'mfe-*/src/**/*.test.{ts,tsx}',
  'packages/{api-client,app-state,contracts,ui}/src/**/*.test.{ts,tsx}',
  'e2e/**/*.ts',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'var/**', '**/test-results/**', 'packages/api-client/src/schema.ts', 'packages/api-client/src/sdk/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-namespace': 'off',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': ['api/**', 'mfe-*/**', 'packages/**', 'e2e/**', 'bench/**', 'scripts/**'],
      // preserveSymlinks: false resolves a workspace name (`@er/mfe-host/...`) to its folder, so it is classified too.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], preserveSymlinks: false } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            // Modules own their tables: another module's repository or entity is never imported; call the
            // module's service and use its DTOs/types.
            {
              from: { element: { type: 'api-module' } },
              disallow: { to: { element: otherModule, file: { categories: 'repository' } } },
              message: "Modules own their tables: call the {{ to.element.captured.module }} module's service instead of its repository",
            },
            {
              from: { element: { type: 'api-module' } },
              disallow: { to: { element: otherModule, file: { categories: 'entity' } } },
              message: "Modules own their tables: use the {{ to.element.captured.module }} module's service and DTOs, not its entities",
            },
            // …except that an entity may relate to another module's entity (TypeORM relations). The last
            // matching policy wins, so this one comes after the rule above.
            {
              from: { element: { type: 'api-module' }, file: { categories: 'entity' } },
              allow: { to: { file: { categories: 'entity' } } },
            },
            // A front end imports its own files and packages/* only, never another app or the API.
            {
              from: { element: { type: 'app' } },
              disallow: { to: { element: { types: APPS.filter((t) => t !== 'app') } } },
              message: 'A front end imports only its own files and packages/*',
            },
            {
              from: { element: { type: 'app' } },
              disallow: { to: { element: { type: 'app', captured: { app: '!{{ from.app }}' } } } },
              message: 'A front end imports only its own files and packages/*, never another app',
            },
            // Shared packages never import an app (a front end, the API or the tooling).
            {
              from: { element: { type: 'package' } },
              disallow: { to: { element: { types: APPS } } },
              message: 'packages/* never import an app',
            },
          ],
        },
      ],
    },
  },
  {
    // Front ends call the API only through the generated SDK (`api.<tag>.<operationId>` from
    // @er/api-client, packages/api-client/README.md): no raw client, no hand-made request.
    files: ['mfe-*/src/**/*.{ts,tsx}', 'packages/app-state/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@er/api-client',
              importNames: ['createApiClient'],
              message: 'Call the API through the generated SDK: api.<tag>.<operationId> from @er/api-client.',
            },
            {
              name: 'react-router',
              message: "Import the router from '@er/router', the shared singleton (react-router itself would be bundled again, with a context the shell's router does not fill).",
            },
          ],
          patterns: [
            {
              group: ['@er/api-client/*', '**/api-client/src/**'],
              message: "Import from '@er/api-client' itself: it is a Module Federation singleton (one client, one CSRF cookie).",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.name='fetch'] > ${FIRST_ARG_IS_API_PATH}`,
          message: 'No fetch() of the API: call the generated SDK (api.<tag>.<operationId> from @er/api-client).',
        },
        {
          selector: `CallExpression[callee.property.name=/^(fetch|get|post|put|patch|delete|request)$/] > ${FIRST_ARG_IS_API_PATH}`,
          message: 'No raw client call of an API path: call the generated SDK (api.<tag>.<operationId> from @er/api-client).',
        },
        {
          selector: "NewExpression[callee.name='XMLHttpRequest']",
          message: 'No XMLHttpRequest: call the generated SDK (api.<tag>.<operationId> from @er/api-client).',
        },
      ],
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
