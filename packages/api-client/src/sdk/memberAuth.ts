/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "member-auth": import them as api.memberAuth.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 会員ログイン（認証済みの会員のみ）
 * POST /api/front/member-login
 */
export const memberLogin = /* @__PURE__ */ defineMutation<MemberLoginBody, MemberLoginResponse, MemberLoginError>('memberAuth', 'memberLogin', {
  method: 'post',
  path: '/api/front/member-login',
  variables: 'body',
});
export type MemberLoginBody = components['schemas']['LoginRequestDto'];
export type MemberLoginResponse = components['schemas']['MemberLoginResponseDto'];
/** The documented error bodies (400, 401, 403, 413, 415, 419, 429, 500, 503). */
export type MemberLoginError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'AUTH_INVALID_CREDENTIALS';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'AUTH_EMAIL_NOT_VERIFIED';
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
  code: 'TOO_MANY_ATTEMPTS';
  statusCode: 429;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 会員としてログイン中かどうか（401 にはなりません）
 * GET /api/front/member-login-check
 */
export const memberLoginCheck = /* @__PURE__ */ defineQuery<void, MemberLoginCheckResponse, MemberLoginCheckError>('memberAuth', 'memberLoginCheck', {
  method: 'get',
  path: '/api/front/member-login-check',
  variables: 'none',
});
export type MemberLoginCheckResponse = components['schemas']['MemberLoginCheckResponseDto'];
/** The documented error bodies (500, 503). */
export type MemberLoginCheckError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 会員ログアウト（セッションを終了し Cookie を削除）
 * POST /api/front/member-logout
 */
export const memberLogout = /* @__PURE__ */ defineMutation<void, MemberLogoutResponse, MemberLogoutError>('memberAuth', 'memberLogout', {
  method: 'post',
  path: '/api/front/member-logout',
  variables: 'none',
});
export type MemberLogoutResponse = components['schemas']['LogoutResponseDto'];
/** The documented error bodies (419, 500, 503). */
export type MemberLogoutError = components['schemas']['ErrorResponseDto'] & {
  code: 'CSRF_TOKEN_MISMATCH';
  statusCode: 419;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
