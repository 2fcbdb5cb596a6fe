/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "health": import them as api.health.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 死活監視（データベースの停止、またはメール outbox の滞留で 503。内訳は /api/admin/health）
 * GET /api/health
 */
export const getHealth = /* @__PURE__ */ defineQuery<void, GetHealthResponse, GetHealthError>('health', 'getHealth', {
  method: 'get',
  path: '/api/health',
  variables: 'none',
});
export type GetHealthResponse = components['schemas']['PublicHealthDto'];
/** The documented error bodies (500, 503). */
export type GetHealthError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['PublicHealthDto'];
