/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "site": import them as api.site.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 配信中のビルドの識別子（ホストとリモート。更新チェック用）
 * GET /api/front/build-info
 */
export const buildInfo = /* @__PURE__ */ defineQuery<void, BuildInfoResponse, BuildInfoError>('site', 'buildInfo', {
  method: 'get',
  path: '/api/front/build-info',
  variables: 'none',
});
export type BuildInfoResponse = components['schemas']['BuildInfoResponseDto'];
/** The documented error bodies (500, 503). */
export type BuildInfoError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * マイクロフロントエンド（リモート）のマニフェストURL
 * GET /mf-remotes.json
 */
export const getRemotesManifest = /* @__PURE__ */ defineQuery<void, GetRemotesManifestResponse, GetRemotesManifestError>('site', 'getRemotesManifest', {
  method: 'get',
  path: '/mf-remotes.json',
  variables: 'none',
});
export type GetRemotesManifestResponse = components['schemas']['RemotesManifestDto'];
/** The documented error bodies (500, 503). */
export type GetRemotesManifestError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * ページのタイトル・説明・構造化データ・ステータス（Web サーバーのサーバーレンダリング用）
 * GET /api/front/page-meta
 */
export const pageMeta = /* @__PURE__ */ defineQuery<PageMetaParams, PageMetaResponse, PageMetaError>('site', 'pageMeta', {
  method: 'get',
  path: '/api/front/page-meta',
  variables: 'params',
});
export type PageMetaParams = {
  /** ページのパス（クエリなし） */
  path: string;
};
export type PageMetaResponse = components['schemas']['PageMetaResponseDto'];
/** The documented error bodies (400, 500, 503). */
export type PageMetaError = components['schemas']['ErrorResponseDto'] & {
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
 * サイトマップの動的なURL（公開中の案件・タグ・お知らせ）
 * GET /api/front/sitemap-entries
 */
export const sitemapEntries = /* @__PURE__ */ defineQuery<void, SitemapEntriesResponse, SitemapEntriesError>('site', 'sitemapEntries', {
  method: 'get',
  path: '/api/front/sitemap-entries',
  variables: 'none',
});
export type SitemapEntriesResponse = components['schemas']['SitemapEntriesResponseDto'];
/** The documented error bodies (500, 503). */
export type SitemapEntriesError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
