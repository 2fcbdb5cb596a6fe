// @er/api-client: the generated SDK (`api.<tag>.<operationId>`, README.md) and what it is built on.
// Front ends call the API only through `api`; the raw client (createApiClient) is for tests and the
// SDK itself (eslint.config.mjs keeps it so).
export * from './client';
export * from './errors';
export type {
  CallOptions,
  MutationOperation,
  Operation,
  OperationError,
  OperationKey,
  OperationResult,
  QueryOperation,
  VariablesKey,
} from './operation';
export * as api from './sdk';
export type * from './sdk';
export type { components, paths } from './schema';
import type { components } from './schema';
/** The API's DTOs by name: `Schemas['ItemCardDto']`. */
export type Schemas = components['schemas'];
export { isClientError, queryClientDefaults, retryUnlessClientError } from './query-defaults';
export { setServerApiOrigin, type ServerApiOptions } from './browser';
