/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "contacts": import them as api.contacts.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 企業様お問い合わせの送信（保存し、担当者への通知と自動返信メールを送る）
 * POST /api/front/content-of-company-contact-post
 */
export const contentOfCompanyContactPost = /* @__PURE__ */ defineMutation<ContentOfCompanyContactPostBody, ContentOfCompanyContactPostResponse, ContentOfCompanyContactPostError>('contacts', 'contentOfCompanyContactPost', {
  method: 'post',
  path: '/api/front/content-of-company-contact-post',
  variables: 'body',
});
export type ContentOfCompanyContactPostBody = components['schemas']['CompanyContactPostRequestDto'];
export type ContentOfCompanyContactPostResponse = components['schemas']['CreatedIdResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type ContentOfCompanyContactPostError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
  code: 'CONTACT_RATE_LIMITED';
  statusCode: 429;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 企業様お問い合わせ内容の確認（入力チェックのみ、保存しない）
 * POST /api/front/content-of-company-contact-validation
 */
export const contentOfCompanyContactValidation = /* @__PURE__ */ defineMutation<ContentOfCompanyContactValidationBody, ContentOfCompanyContactValidationResponse, ContentOfCompanyContactValidationError>('contacts', 'contentOfCompanyContactValidation', {
  method: 'post',
  path: '/api/front/content-of-company-contact-validation',
  variables: 'body',
});
export type ContentOfCompanyContactValidationBody = components['schemas']['CompanyContactRequestDto'];
export type ContentOfCompanyContactValidationResponse = components['schemas']['ValidationOkResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 500, 503). */
export type ContentOfCompanyContactValidationError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * お問い合わせの送信（保存し、担当者への通知と自動返信メールを送る）
 * POST /api/front/content-of-contact-post
 */
export const contentOfContactPost = /* @__PURE__ */ defineMutation<ContentOfContactPostBody, ContentOfContactPostResponse, ContentOfContactPostError>('contacts', 'contentOfContactPost', {
  method: 'post',
  path: '/api/front/content-of-contact-post',
  variables: 'body',
});
export type ContentOfContactPostBody = components['schemas']['ContactPostRequestDto'];
export type ContentOfContactPostResponse = components['schemas']['CreatedIdResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type ContentOfContactPostError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
  code: 'CONTACT_RATE_LIMITED';
  statusCode: 429;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * お問い合わせ内容の確認（入力チェックのみ、保存しない）
 * POST /api/front/content-of-contact-validation
 */
export const contentOfContactValidation = /* @__PURE__ */ defineMutation<ContentOfContactValidationBody, ContentOfContactValidationResponse, ContentOfContactValidationError>('contacts', 'contentOfContactValidation', {
  method: 'post',
  path: '/api/front/content-of-contact-validation',
  variables: 'body',
});
export type ContentOfContactValidationBody = components['schemas']['ContactRequestDto'];
export type ContentOfContactValidationResponse = components['schemas']['ValidationOkResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 500, 503). */
export type ContentOfContactValidationError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * お問い合わせ種別の一覧（SPEC §3）
 * GET /api/front/get-contact-types
 */
export const getContactTypes = /* @__PURE__ */ defineQuery<void, GetContactTypesResponse, GetContactTypesError>('contacts', 'getContactTypes', {
  method: 'get',
  path: '/api/front/get-contact-types',
  variables: 'none',
});
export type GetContactTypesResponse = components['schemas']['ContactTypesResponseDto'];
/** The documented error bodies (500, 503). */
export type GetContactTypesError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 「エンジニアの成功ガイド」の請求（/engineers-guide-to-success）
 * POST /api/front/guide-request
 */
export const guideRequest = /* @__PURE__ */ defineMutation<GuideRequestBody, GuideRequestResponse, GuideRequestError>('contacts', 'guideRequest', {
  method: 'post',
  path: '/api/front/guide-request',
  variables: 'body',
});
export type GuideRequestBody = components['schemas']['GuideRequestDto'];
export type GuideRequestResponse = components['schemas']['CreatedIdResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type GuideRequestError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
  code: 'CONTACT_RATE_LIMITED';
  statusCode: 429;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * お友達紹介のお申し込み（/introduce）。紹介リンクの ref があれば紹介者として記録
 * POST /api/front/make-request-to-introduce
 */
export const makeRequestToIntroduce = /* @__PURE__ */ defineMutation<MakeRequestToIntroduceBody, MakeRequestToIntroduceResponse, MakeRequestToIntroduceError>('contacts', 'makeRequestToIntroduce', {
  method: 'post',
  path: '/api/front/make-request-to-introduce',
  variables: 'body',
});
export type MakeRequestToIntroduceBody = components['schemas']['IntroduceRequestDto'];
export type MakeRequestToIntroduceResponse = components['schemas']['CreatedIdResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type MakeRequestToIntroduceError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
  code: 'CONTACT_RATE_LIMITED';
  statusCode: 429;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 無料税理士紹介のお申し込み（/zeirishi）
 * POST /api/front/tax-accountant-request
 */
export const taxAccountantRequest = /* @__PURE__ */ defineMutation<TaxAccountantRequestBody, TaxAccountantRequestResponse, TaxAccountantRequestError>('contacts', 'taxAccountantRequest', {
  method: 'post',
  path: '/api/front/tax-accountant-request',
  variables: 'body',
});
export type TaxAccountantRequestBody = components['schemas']['TaxAccountantRequestDto'];
export type TaxAccountantRequestResponse = components['schemas']['CreatedIdResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type TaxAccountantRequestError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
  code: 'CONTACT_RATE_LIMITED';
  statusCode: 429;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
