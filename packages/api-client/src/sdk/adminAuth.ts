/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-auth": import them as api.adminAuth.<operationId> from '@er/api-client'.
import type { ApiErrorBody } from '../client';
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
/** The documented error bodies (400, 401, 419, 429). */
export type AdminLoginError = components['schemas']['ErrorResponseDto'];

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
/** No error body is documented: the generic one. */
export type AdminLoginCheckError = ApiErrorBody;

/**
 * ログイン中の管理者の情報
 * GET /api/admin/login-user-info
 */
export const adminLoginUserInfo = /* @__PURE__ */ defineQuery<void, AdminLoginUserInfoResponse, AdminLoginUserInfoError>('adminAuth', 'adminLoginUserInfo', {
  method: 'get',
  path: '/api/admin/login-user-info',
  variables: 'none',
});
export type AdminLoginUserInfoResponse = components['schemas']['AdminLoginUserInfoResponseDto'];
/** The documented error bodies (401). */
export type AdminLoginUserInfoError = components['schemas']['ErrorResponseDto'];

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
/** The documented error bodies (400, 419). */
export type AdminLogoutError = components['schemas']['ErrorResponseDto'];

/**
 * スタッフのパスワード設定（npm run staff:create が表示する一度限りのリンクから）
 * POST /api/admin/password-setup
 */
export const adminPasswordSetup = /* @__PURE__ */ defineMutation<AdminPasswordSetupBody, AdminPasswordSetupResponse, AdminPasswordSetupError>('adminAuth', 'adminPasswordSetup', {
  method: 'post',
  path: '/api/admin/password-setup',
  variables: 'body',
});
export type AdminPasswordSetupBody = components['schemas']['PasswordSetupRequestDto'];
export type AdminPasswordSetupResponse = components['schemas']['PasswordSetupResponseDto'];
/** The documented error bodies (400, 419, 429). */
export type AdminPasswordSetupError = components['schemas']['ErrorResponseDto'];
