/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-health": import them as api.adminHealth.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 稼働状況の内訳（データベース、Redis、メールキュー、未送信・送信不能のメール）。常に 200 で、status が状態を表す
 * GET /api/admin/health
 */
export const adminHealth = /* @__PURE__ */ defineQuery<void, AdminHealthResponse, AdminHealthError>('adminHealth', 'adminHealth', {
  method: 'get',
  path: '/api/admin/health',
  variables: 'none',
});
export type AdminHealthResponse = components['schemas']['HealthReportDto'];
/** The documented error bodies (401, 500, 503). */
export type AdminHealthError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
