/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-auth": import them as api.adminAuth.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 管理画面ログイン
 * POST /api/admin/login
 */
export const adminLogin = /* @__PURE__ */ defineMutation<AdminLoginBody, AdminLoginResponse, AdminLoginError>('adminAuth', 'adminLogin', {
  method: 'post',
  path: '/api/admin/login',
  variables: 'body',
});
export type AdminLoginBody = components['schemas']['LoginRequestDto'];
export type AdminLoginResponse = components['schemas']['AdminLoginResponseDto'];
/** The documented error bodies (400, 401, 403, 413, 415, 419, 429, 500, 503). */
export type AdminLoginError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'AUTH_INVALID_CREDENTIALS';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'AUTH_STAFF_DISABLED';
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
 * 管理者としてログイン中かどうか（401 にはなりません）
 * GET /api/admin/login-check
 */
export const adminLoginCheck = /* @__PURE__ */ defineQuery<void, AdminLoginCheckResponse, AdminLoginCheckError>('adminAuth', 'adminLoginCheck', {
  method: 'get',
  path: '/api/admin/login-check',
  variables: 'none',
});
export type AdminLoginCheckResponse = components['schemas']['AdminLoginCheckResponseDto'];
/** The documented error bodies (500, 503). */
export type AdminLoginCheckError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * ログイン中のスタッフの情報（名前と権限。画面のヘッダー用）
 * GET /api/admin/login-user-info
 */
export const adminLoginUserInfo = /* @__PURE__ */ defineQuery<void, AdminLoginUserInfoResponse, AdminLoginUserInfoError>('adminAuth', 'adminLoginUserInfo', {
  method: 'get',
  path: '/api/admin/login-user-info',
  variables: 'none',
});
export type AdminLoginUserInfoResponse = components['schemas']['AdminLoginUserInfoResponseDto'];
/** The documented error bodies (401, 500, 503). */
export type AdminLoginUserInfoError = components['schemas']['ErrorResponseDto'] & {
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
 * 管理画面ログアウト（セッションを終了し Cookie を削除）
 * POST /api/admin/logout
 */
export const adminLogout = /* @__PURE__ */ defineMutation<void, AdminLogoutResponse, AdminLogoutError>('adminAuth', 'adminLogout', {
  method: 'post',
  path: '/api/admin/logout',
  variables: 'none',
});
export type AdminLogoutResponse = components['schemas']['LogoutResponseDto'];
/** The documented error bodies (419, 500, 503). */
export type AdminLogoutError = components['schemas']['ErrorResponseDto'] & {
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
 * スタッフのパスワード設定（招待・リセットのメール、または npm run staff:create が表示する一度限りのリンクから）
 * POST /api/admin/password-setup
 */
export const adminPasswordSetup = /* @__PURE__ */ defineMutation<AdminPasswordSetupBody, AdminPasswordSetupResponse, AdminPasswordSetupError>('adminAuth', 'adminPasswordSetup', {
  method: 'post',
  path: '/api/admin/password-setup',
  variables: 'body',
});
export type AdminPasswordSetupBody = components['schemas']['PasswordSetupRequestDto'];
export type AdminPasswordSetupResponse = components['schemas']['PasswordSetupResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type AdminPasswordSetupError = components['schemas']['ErrorResponseDto'] & {
  code: 'AUTH_PASSWORD_CONFIRMATION_MISMATCH' | 'AUTH_PASSWORD_SETUP_LINK_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
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
 * スタッフのパスワード設定リンクが使えるか（使わずに確認。ページを開いたときに確認します）
 * POST /api/admin/password-setup-check
 */
export const adminPasswordSetupCheck = /* @__PURE__ */ defineMutation<AdminPasswordSetupCheckBody, AdminPasswordSetupCheckResponse, AdminPasswordSetupCheckError>('adminAuth', 'adminPasswordSetupCheck', {
  method: 'post',
  path: '/api/admin/password-setup-check',
  variables: 'body',
});
export type AdminPasswordSetupCheckBody = components['schemas']['PasswordSetupCheckRequestDto'];
export type AdminPasswordSetupCheckResponse = components['schemas']['AcceptedResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type AdminPasswordSetupCheckError = components['schemas']['ErrorResponseDto'] & {
  code: 'AUTH_PASSWORD_SETUP_LINK_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
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
