/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "master": import them as api.master.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 勤務地（エリア）一覧
 * GET /api/front/get-area-list
 */
export const getAreaList = /* @__PURE__ */ defineQuery<void, GetAreaListResponse, GetAreaListError>('master', 'getAreaList', {
  method: 'get',
  path: '/api/front/get-area-list',
  variables: 'none',
});
export type GetAreaListResponse = components['schemas']['AreaListResponseDto'];
/** The documented error bodies (500, 503). */
export type GetAreaListError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 契約形態一覧
 * GET /api/front/get-contract-type-list
 */
export const getContractTypeList = /* @__PURE__ */ defineQuery<void, GetContractTypeListResponse, GetContractTypeListError>('master', 'getContractTypeList', {
  method: 'get',
  path: '/api/front/get-contract-type-list',
  variables: 'none',
});
export type GetContractTypeListResponse = components['schemas']['ContractTypeListResponseDto'];
/** The documented error bodies (500, 503). */
export type GetContractTypeListError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 都道府県一覧
 * GET /api/front/get-prefacture-list
 */
export const getPrefactureList = /* @__PURE__ */ defineQuery<void, GetPrefactureListResponse, GetPrefactureListError>('master', 'getPrefactureList', {
  method: 'get',
  path: '/api/front/get-prefacture-list',
  variables: 'none',
});
export type GetPrefactureListResponse = components['schemas']['PrefectureListResponseDto'];
/** The documented error bodies (500, 503). */
export type GetPrefactureListError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
