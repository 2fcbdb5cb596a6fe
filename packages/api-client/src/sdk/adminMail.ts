/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-mail": import them as api.adminMail.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 送信できなかったメールを送信待ちに戻す（試行回数は 0 から数え直す。同じ Message-ID で送る）
 * POST /api/admin/mail/dead-letter/resend
 */
export const adminMailDeadLetterResend = /* @__PURE__ */ defineMutation<AdminMailDeadLetterResendBody, AdminMailDeadLetterResendResponse, AdminMailDeadLetterResendError>('adminMail', 'adminMailDeadLetterResend', {
  method: 'post',
  path: '/api/admin/mail/dead-letter/resend',
  variables: 'body',
});
export type AdminMailDeadLetterResendBody = components['schemas']['DeadLetterResendDto'];
export type AdminMailDeadLetterResendResponse = components['schemas']['DeadLetterResendResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminMailDeadLetterResendError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'DEAD_LETTER_NOT_FOUND';
  statusCode: 404;
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

/**
 * 送信できなかったメール（再試行の回数を使い切ったもの）の一覧。新しい順
 * GET /api/admin/mail/dead-letter/search
 */
export const adminMailDeadLetterSearch = /* @__PURE__ */ defineQuery<AdminMailDeadLetterSearchParams | void, AdminMailDeadLetterSearchResponse, AdminMailDeadLetterSearchError>('adminMail', 'adminMailDeadLetterSearch', {
  method: 'get',
  path: '/api/admin/mail/dead-letter/search',
  variables: 'params',
});
export type AdminMailDeadLetterSearchParams = {
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** ページ（1から） */
  page?: number;
  /** 1ページの件数 */
  per_page?: number;
  /** 並べ替えの項目 */
  sort?: 'failed_at';
};
export type AdminMailDeadLetterSearchResponse = components['schemas']['DeadLetterSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminMailDeadLetterSearchError = components['schemas']['ErrorResponseDto'] & {
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
