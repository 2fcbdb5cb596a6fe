/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "skill-matching": import them as api.skillMatching.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * スキルにマッチした案件を /item/search と同じ条件で絞り込み（マッチ度順・新着順・単価順、ページ送り、件数つき）
 * GET /api/front/item/get-search-user-skill-matching-item-list
 */
export const getSearchUserSkillMatchingItemList = /* @__PURE__ */ defineQuery<GetSearchUserSkillMatchingItemListParams | void, GetSearchUserSkillMatchingItemListResponse, GetSearchUserSkillMatchingItemListError>('skillMatching', 'getSearchUserSkillMatchingItemList', {
  method: 'get',
  path: '/api/front/item/get-search-user-skill-matching-item-list',
  variables: 'params',
});
export type GetSearchUserSkillMatchingItemListParams = {
  /** エリアID（いずれか） */
  areas?: number[];
  /** 契約形態ID（いずれか） */
  contract_types?: number[];
  /** 1: 単価の記載がない案件も含める（単価で絞り込むとき） */
  include_no_rate?: 0 | 1;
  /** キーワード（全角英数は半角に変換、大文字小文字を区別しない。空白（全角含む）で区切った語をすべて含む案件） */
  keyword?: string;
  /** 1: 公開から7日以内の新着案件のみ */
  new?: 0 | 1;
  page?: number;
  per_page?: 10 | 20 | 50;
  /** 単価の上限（万円/月） */
  rate_max?: number;
  /** 単価の下限（万円/月。50 = 500,000円）。案件の単価幅と重なれば一致 */
  rate_min?: number;
  /** リモート（0 常駐, 1 一部リモート, 2 フルリモート; いずれか） */
  remote?: number[];
  /** match: マッチ度順, new: 新着順, rate: 単価の高い順 */
  sort?: 'match' | 'new' | 'rate';
  /** タグID（指定したすべてのタグを持つ案件） */
  tags?: number[];
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
  /** 週の稼働日数: 最低稼働日数がこの日数以下の案件 */
  weekly_days?: number;
};
export type GetSearchUserSkillMatchingItemListResponse = components['schemas']['SkillMatchingSearchResultDto'];
/** The documented error bodies (400, 401, 403, 500, 503). */
export type GetSearchUserSkillMatchingItemListError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 会員のスキルで見込める月額単価（中央値と四分位範囲）。根拠の案件が20件未満なら金額を出さない
 * GET /api/front/get-user-market-rate-estimate
 */
export const getUserMarketRateEstimate = /* @__PURE__ */ defineQuery<GetUserMarketRateEstimateParams | void, GetUserMarketRateEstimateResponse, GetUserMarketRateEstimateError>('skillMatching', 'getUserMarketRateEstimate', {
  method: 'get',
  path: '/api/front/get-user-market-rate-estimate',
  variables: 'params',
});
export type GetUserMarketRateEstimateParams = {
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
};
export type GetUserMarketRateEstimateResponse = components['schemas']['MarketRateEstimateResponseDto'];
/** The documented error bodies (400, 401, 403, 500, 503). */
export type GetUserMarketRateEstimateError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * スキルにマッチした公開中の案件（マッチ度の高い順、理由つき）
 * GET /api/front/get-user-skill-matching-item-list
 */
export const getUserSkillMatchingItemList = /* @__PURE__ */ defineQuery<GetUserSkillMatchingItemListParams | void, GetUserSkillMatchingItemListResponse, GetUserSkillMatchingItemListError>('skillMatching', 'getUserSkillMatchingItemList', {
  method: 'get',
  path: '/api/front/get-user-skill-matching-item-list',
  variables: 'params',
});
export type GetUserSkillMatchingItemListParams = {
  /** 件数 */
  limit?: number;
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
};
export type GetUserSkillMatchingItemListResponse = components['schemas']['SkillMatchingListResponseDto'];
/** The documented error bodies (400, 401, 403, 500, 503). */
export type GetUserSkillMatchingItemListError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
