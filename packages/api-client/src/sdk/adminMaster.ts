/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-master": import them as api.adminMaster.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
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
/** The documented error bodies (401, 500, 503). */
export type AdminPrefactureGetError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 平均稼働期間（トップページの表示）の更新
 * POST /api/admin/update-average-working-period/update
 */
export const adminUpdateAverageWorkingPeriodUpdate = /* @__PURE__ */ defineMutation<AdminUpdateAverageWorkingPeriodUpdateBody, AdminUpdateAverageWorkingPeriodUpdateResponse, AdminUpdateAverageWorkingPeriodUpdateError>('adminMaster', 'adminUpdateAverageWorkingPeriodUpdate', {
  method: 'post',
  path: '/api/admin/update-average-working-period/update',
  variables: 'body',
});
export type AdminUpdateAverageWorkingPeriodUpdateBody = components['schemas']['UpdateAverageWorkingPeriodBodyDto'];
export type AdminUpdateAverageWorkingPeriodUpdateResponse = components['schemas']['AverageWorkingPeriodResponseDto'];
/** The documented error bodies (400, 401, 403, 413, 415, 419, 500, 503). */
export type AdminUpdateAverageWorkingPeriodUpdateError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'PAYLOAD_TOO_LARGE';
  statusCode: 413;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNSUPPORTED_MEDIA_TYPE';
  statusCode: 415;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'CSRF_TOKEN_MISMATCH';
  statusCode: 419;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
