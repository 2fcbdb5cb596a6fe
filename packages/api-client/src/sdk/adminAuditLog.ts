/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-audit-log": import them as api.adminAuditLog.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 操作履歴の検索（新しい順。resource と record_id でレコードごとの履歴。スタッフアカウント（user）の履歴はオーナーのみ）
 * GET /api/admin/audit-log/search
 */
export const adminAuditLogSearch = /* @__PURE__ */ defineQuery<AdminAuditLogSearchParams | void, AdminAuditLogSearchResponse, AdminAuditLogSearchError>('adminAuditLog', 'adminAuditLogSearch', {
  method: 'get',
  path: '/api/admin/audit-log/search',
  variables: 'params',
});
export type AdminAuditLogSearchParams = {
  /** 操作 */
  action?: components['schemas']['AuditAction'];
  /** この日以降（YYYY-MM-DD、日本時間の日付） */
  from?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** ページ（1から） */
  page?: number;
  /** 1ページの件数 */
  per_page?: number;
  /** レコードの ID（resource と組み合わせるとそのレコードの履歴） */
  record_id?: number;
  /** リソース（/api/admin/ 配下のパス名。例: admin-news, item, item/tag） */
  resource?: string;
  /** 並べ替えの項目 */
  sort?: 'created_at';
  /** 操作したスタッフの ID */
  staff_id?: number;
  /** この日まで（YYYY-MM-DD、日本時間の日付） */
  to?: string;
};
export type AdminAuditLogSearchResponse = components['schemas']['AuditLogSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminAuditLogSearchError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
