/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-top": import them as api.adminTop.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 年齢層ごとの会員数（生年月日から日本時間の今日の満年齢で）
 * GET /api/admin/top/age-user-number
 */
export const adminTopAgeUserNumber = /* @__PURE__ */ defineQuery<void, AdminTopAgeUserNumberResponse, AdminTopAgeUserNumberError>('adminTop', 'adminTopAgeUserNumber', {
  method: 'get',
  path: '/api/admin/top/age-user-number',
  variables: 'none',
});
export type AdminTopAgeUserNumberResponse = components['schemas']['AgeBandsDto'];
/** The documented error bodies (401, 500, 503). */
export type AdminTopAgeUserNumberError = components['schemas']['ErrorResponseDto'] & {
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
 * 月ごとの会員登録数（直近24か月、日本時間の月、0件の月も含む）
 * GET /api/admin/top/monthly-user-registration-number
 */
export const adminTopMonthlyUserRegistrationNumber = /* @__PURE__ */ defineQuery<void, AdminTopMonthlyUserRegistrationNumberResponse, AdminTopMonthlyUserRegistrationNumberError>('adminTop', 'adminTopMonthlyUserRegistrationNumber', {
  method: 'get',
  path: '/api/admin/top/monthly-user-registration-number',
  variables: 'none',
});
export type AdminTopMonthlyUserRegistrationNumberResponse = components['schemas']['MonthlyRegistrationsDto'];
/** The documented error bodies (401, 500, 503). */
export type AdminTopMonthlyUserRegistrationNumberError = components['schemas']['ErrorResponseDto'] & {
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
 * 公開中のスタッフ向けお知らせ（新しい順、5件）
 * GET /api/admin/top/news
 */
export const adminTopNews = /* @__PURE__ */ defineQuery<void, AdminTopNewsResponse, AdminTopNewsError>('adminTop', 'adminTopNews', {
  method: 'get',
  path: '/api/admin/top/news',
  variables: 'none',
});
export type AdminTopNewsResponse = components['schemas']['LatestNewsDto'];
/** The documented error bodies (401, 500, 503). */
export type AdminTopNewsError = components['schemas']['ErrorResponseDto'] & {
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
 * コラムの日ごとの閲覧数とよく見られたコラム（直近の日数、日本時間）
 * GET /api/admin/top/user-browse-column-access-info
 */
export const adminTopUserBrowseColumnAccessInfo = /* @__PURE__ */ defineQuery<AdminTopUserBrowseColumnAccessInfoParams | void, AdminTopUserBrowseColumnAccessInfoResponse, AdminTopUserBrowseColumnAccessInfoError>('adminTop', 'adminTopUserBrowseColumnAccessInfo', {
  method: 'get',
  path: '/api/admin/top/user-browse-column-access-info',
  variables: 'params',
});
export type AdminTopUserBrowseColumnAccessInfoParams = {
  /** 今日までの日数（日本時間） */
  days?: number;
};
export type AdminTopUserBrowseColumnAccessInfoResponse = components['schemas']['ColumnAccessInfoDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminTopUserBrowseColumnAccessInfoError = components['schemas']['ErrorResponseDto'] & {
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

/**
 * 案件詳細の日ごとの閲覧数とよく見られた案件（直近の日数、日本時間）
 * GET /api/admin/top/user-item-details-access-info
 */
export const adminTopUserItemDetailsAccessInfo = /* @__PURE__ */ defineQuery<AdminTopUserItemDetailsAccessInfoParams | void, AdminTopUserItemDetailsAccessInfoResponse, AdminTopUserItemDetailsAccessInfoError>('adminTop', 'adminTopUserItemDetailsAccessInfo', {
  method: 'get',
  path: '/api/admin/top/user-item-details-access-info',
  variables: 'params',
});
export type AdminTopUserItemDetailsAccessInfoParams = {
  /** 今日までの日数（日本時間） */
  days?: number;
};
export type AdminTopUserItemDetailsAccessInfoResponse = components['schemas']['ItemAccessInfoDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminTopUserItemDetailsAccessInfoError = components['schemas']['ErrorResponseDto'] & {
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
