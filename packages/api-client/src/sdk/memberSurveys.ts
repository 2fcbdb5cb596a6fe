/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "member-surveys": import them as api.memberSurveys.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 働き方アンケートの自分の回答（未回答は answer: null）
 * GET /api/front/survey/get-engineer-style
 */
export const getEngineerStyle = /* @__PURE__ */ defineQuery<void, GetEngineerStyleResponse, GetEngineerStyleError>('memberSurveys', 'getEngineerStyle', {
  method: 'get',
  path: '/api/front/survey/get-engineer-style',
  variables: 'none',
});
export type GetEngineerStyleResponse = components['schemas']['MyEngineerStyleDto'];
/** The documented error bodies (401, 500, 503). */
export type GetEngineerStyleError = components['schemas']['ErrorResponseDto'] & {
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
 * フリーランス準備アンケートの自分の回答（未回答は answer: null）
 * GET /api/front/survey/get-freelance-start
 */
export const getFreelanceStart = /* @__PURE__ */ defineQuery<void, GetFreelanceStartResponse, GetFreelanceStartError>('memberSurveys', 'getFreelanceStart', {
  method: 'get',
  path: '/api/front/survey/get-freelance-start',
  variables: 'none',
});
export type GetFreelanceStartResponse = components['schemas']['MyFreelanceStartDto'];
/** The documented error bodies (401, 500, 503). */
export type GetFreelanceStartError = components['schemas']['ErrorResponseDto'] & {
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
 * 働き方アンケートに回答（2回目以降は前の回答を置き換えます）
 * POST /api/front/survey/store-engineer-style
 */
export const storeEngineerStyle = /* @__PURE__ */ defineMutation<StoreEngineerStyleBody, StoreEngineerStyleResponse, StoreEngineerStyleError>('memberSurveys', 'storeEngineerStyle', {
  method: 'post',
  path: '/api/front/survey/store-engineer-style',
  variables: 'body',
});
export type StoreEngineerStyleBody = components['schemas']['EngineerStyleAnswerDto'];
export type StoreEngineerStyleResponse = components['schemas']['MyEngineerStyleDto'];
/** The documented error bodies (400, 401, 413, 415, 419, 500, 503). */
export type StoreEngineerStyleError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
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
 * フリーランス準備アンケートに回答（2回目以降は前の回答を置き換えます）
 * POST /api/front/survey/store-freelance-start
 */
export const storeFreelanceStart = /* @__PURE__ */ defineMutation<StoreFreelanceStartBody, StoreFreelanceStartResponse, StoreFreelanceStartError>('memberSurveys', 'storeFreelanceStart', {
  method: 'post',
  path: '/api/front/survey/store-freelance-start',
  variables: 'body',
});
export type StoreFreelanceStartBody = components['schemas']['FreelanceStartAnswerDto'];
export type StoreFreelanceStartResponse = components['schemas']['MyFreelanceStartDto'];
/** The documented error bodies (400, 401, 413, 415, 419, 500, 503). */
export type StoreFreelanceStartError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
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
