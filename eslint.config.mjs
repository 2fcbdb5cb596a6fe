// `npm run lint`: typescript-eslint's recommended rules over every workspace's sources.
import tseslint from 'typescript-eslint';

// A call's first argument that is an API path: '/api/…', `/api/…${x}`, '/api/…' as never ('/sanctum/…' too).
const API_PATH = '/^\\/(api|sanctum)\\//';
const FIRST_ARG_IS_API_PATH =
  `:matches(Literal.arguments:first-child[value=${API_PATH}], ` +
  `TemplateLiteral.arguments:first-child[quasis.0.value.raw=${API_PATH}], ` +
  `TSAsExpression.arguments:first-child[expression.value=${API_PATH}])`;

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
);
