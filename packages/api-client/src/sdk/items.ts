/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "items": import them as api.items.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 平均稼働期間（ヶ月）
 * GET /api/front/get-average-working-period
 */
export const getAverageWorkingPeriod = /* @__PURE__ */ defineQuery<void, GetAverageWorkingPeriodResponse, GetAverageWorkingPeriodError>('items', 'getAverageWorkingPeriod', {
  method: 'get',
  path: '/api/front/get-average-working-period',
  variables: 'none',
});
export type GetAverageWorkingPeriodResponse = components['schemas']['AverageWorkingPeriodDto'];
/** The documented error bodies (500, 503). */
export type GetAverageWorkingPeriodError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * トップページの数字: 公開中の案件数・今週の新着数（7日以内）・平均月額単価
 * GET /api/front/item/get-catalog-figures
 */
export const getCatalogFigures = /* @__PURE__ */ defineQuery<void, GetCatalogFiguresResponse, GetCatalogFiguresError>('items', 'getCatalogFigures', {
  method: 'get',
  path: '/api/front/item/get-catalog-figures',
  variables: 'none',
});
export type GetCatalogFiguresResponse = components['schemas']['CatalogFiguresDto'];
/** The documented error bodies (500, 503). */
export type GetCatalogFiguresError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * タグごとの公開中案件数（既定: よく検索されるワードのタグ）
 * GET /api/front/item/get-item-count-per-tag
 */
export const getItemCountPerTag = /* @__PURE__ */ defineQuery<GetItemCountPerTagParams | void, GetItemCountPerTagResponse, GetItemCountPerTagError>('items', 'getItemCountPerTag', {
  method: 'get',
  path: '/api/front/item/get-item-count-per-tag',
  variables: 'params',
});
export type GetItemCountPerTagParams = {
  /** タグID（繰り返し指定, 最大50件） */
  tag_ids?: number[];
};
export type GetItemCountPerTagResponse = components['schemas']['TagCountsResponseDto'];
/** The documented error bodies (400, 500, 503). */
export type GetItemCountPerTagError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 案件詳細（閲覧数を1加算）
 * GET /api/front/item/get-item-detail/{id}
 */
export const getItemDetail = /* @__PURE__ */ defineQuery<GetItemDetailParams, GetItemDetailResponse, GetItemDetailError>('items', 'getItemDetail', {
  method: 'get',
  path: '/api/front/item/get-item-detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type GetItemDetailParams = {
  id: number;
};
export type GetItemDetailResponse = components['schemas']['ItemDetailDto'];
/** The documented error bodies (404, 500, 503). */
export type GetItemDetailError = components['schemas']['ErrorResponseDto'] & {
  code: 'ITEM_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 注目案件（公開中・注目フラグ, 新しい順）
 * GET /api/front/get-item-featured-list
 */
export const getItemFeaturedList = /* @__PURE__ */ defineQuery<GetItemFeaturedListParams | void, GetItemFeaturedListResponse, GetItemFeaturedListError>('items', 'getItemFeaturedList', {
  method: 'get',
  path: '/api/front/get-item-featured-list',
  variables: 'params',
});
export type GetItemFeaturedListParams = {
  /** 件数 */
  limit?: number;
};
export type GetItemFeaturedListResponse = components['schemas']['ItemCardsResponseDto'];
/** The documented error bodies (400, 500, 503). */
export type GetItemFeaturedListError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 検討中の案件（指定順, 不明IDは除外, 募集終了は is_ended=true で含む）
 * GET /api/front/get-item-under-consideration-list
 */
export const getItemUnderConsiderationList = /* @__PURE__ */ defineQuery<GetItemUnderConsiderationListParams | void, GetItemUnderConsiderationListResponse, GetItemUnderConsiderationListError>('items', 'getItemUnderConsiderationList', {
  method: 'get',
  path: '/api/front/get-item-under-consideration-list',
  variables: 'params',
});
export type GetItemUnderConsiderationListParams = {
  /** 案件ID（繰り返し指定, 最大100件）。この順に返す */
  ids?: number[];
};
export type GetItemUnderConsiderationListResponse = components['schemas']['ItemCardsResponseDto'];
/** The documented error bodies (400, 500, 503). */
export type GetItemUnderConsiderationListError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 新着案件一覧（公開中の案件を新しい順に）
 * GET /api/front/get-new-item-list
 */
export const getNewItemList = /* @__PURE__ */ defineQuery<GetNewItemListParams | void, GetNewItemListResponse, GetNewItemListError>('items', 'getNewItemList', {
  method: 'get',
  path: '/api/front/get-new-item-list',
  variables: 'params',
});
export type GetNewItemListParams = {
  /** 件数 */
  limit?: number;
};
export type GetNewItemListResponse = components['schemas']['ItemCardListResponseDto'];
/** The documented error bodies (400, 500, 503). */
export type GetNewItemListError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 言語・スキル別の公開中案件数ランキング
 * GET /api/front/get-popular-lang-ranking-by-eroute-list
 */
export const getPopularLangRankingByErouteList = /* @__PURE__ */ defineQuery<GetPopularLangRankingByErouteListParams | void, GetPopularLangRankingByErouteListResponse, GetPopularLangRankingByErouteListError>('items', 'getPopularLangRankingByErouteList', {
  method: 'get',
  path: '/api/front/get-popular-lang-ranking-by-eroute-list',
  variables: 'params',
});
export type GetPopularLangRankingByErouteListParams = {
  /** 件数 */
  limit?: number;
};
export type GetPopularLangRankingByErouteListResponse = components['schemas']['LangRankingResponseDto'];
/** The documented error bodies (400, 500, 503). */
export type GetPopularLangRankingByErouteListError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 高単価案件と平均単価の高いスキル
 * GET /api/front/get-ranking-with-high-items-fee
 */
export const getRankingWithHighItemsFee = /* @__PURE__ */ defineQuery<GetRankingWithHighItemsFeeParams | void, GetRankingWithHighItemsFeeResponse, GetRankingWithHighItemsFeeError>('items', 'getRankingWithHighItemsFee', {
  method: 'get',
  path: '/api/front/get-ranking-with-high-items-fee',
  variables: 'params',
});
export type GetRankingWithHighItemsFeeParams = {
  /** 件数 */
  limit?: number;
};
export type GetRankingWithHighItemsFeeResponse = components['schemas']['HighFeeRankingResponseDto'];
/** The documented error bodies (400, 500, 503). */
export type GetRankingWithHighItemsFeeError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 最近30日に掲載された案件のうち閲覧数の多い順
 * GET /api/front/get-recent-post-list
 */
export const getRecentPostList = /* @__PURE__ */ defineQuery<GetRecentPostListParams | void, GetRecentPostListResponse, GetRecentPostListError>('items', 'getRecentPostList', {
  method: 'get',
  path: '/api/front/get-recent-post-list',
  variables: 'params',
});
export type GetRecentPostListParams = {
  /** 件数 */
  limit?: number;
};
export type GetRecentPostListResponse = components['schemas']['ItemCardsResponseDto'];
/** The documented error bodies (400, 500, 503). */
export type GetRecentPostListError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * おすすめ案件（共通タグの多い順→同じ業界→新しい順, 公開中のみ）
 * GET /api/front/item/get-recommended-items-list
 */
export const getRecommendedItemsList = /* @__PURE__ */ defineQuery<GetRecommendedItemsListParams, GetRecommendedItemsListResponse, GetRecommendedItemsListError>('items', 'getRecommendedItemsList', {
  method: 'get',
  path: '/api/front/item/get-recommended-items-list',
  variables: 'params',
});
export type GetRecommendedItemsListParams = {
  /** 基準の案件ID */
  item_id: number;
  limit?: number;
};
export type GetRecommendedItemsListResponse = components['schemas']['ItemCardsResponseDto'];
/** The documented error bodies (400, 404, 500, 503). */
export type GetRecommendedItemsListError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ITEM_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
