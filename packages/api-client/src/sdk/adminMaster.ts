/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-master": import them as api.adminMaster.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 都道府県一覧（管理画面）
 * GET /api/admin/prefacture/get
 */
export const adminPrefactureGet = /* @__PURE__ */ defineQuery<void, AdminPrefactureGetResponse, AdminPrefactureGetError>('adminMaster', 'adminPrefactureGet', {
  method: 'get',
  path: '/api/admin/prefacture/get',
  variables: 'none',
});
export type AdminPrefactureGetResponse = components['schemas']['PrefectureListResponseDto'];
/** The documented error bodies (401, 500). */
export type AdminPrefactureGetError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
};
