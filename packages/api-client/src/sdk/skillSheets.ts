/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "skill-sheets": import them as api.skillSheets.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 自分のスキルシートをまとめてダウンロード（skillsheet.zip）
 * GET /api/front/bulk-download-skill-sheet
 */
export const bulkDownloadSkillSheet = /* @__PURE__ */ defineQuery<BulkDownloadSkillSheetParams | void, BulkDownloadSkillSheetResponse, BulkDownloadSkillSheetError>('skillSheets', 'bulkDownloadSkillSheet', {
  method: 'get',
  path: '/api/front/bulk-download-skill-sheet',
  variables: 'params',
  parseAs: 'blob',
});
export type BulkDownloadSkillSheetParams = {
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  id?: number;
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
};
export type BulkDownloadSkillSheetResponse = Blob;
/** The documented error bodies (400, 401, 403, 404, 500, 503). */
export type BulkDownloadSkillSheetError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SKILL_SHEET_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 自分のスキルシートの削除（ファイルも削除）
 * POST /api/front/delete-skill-sheet
 */
export const deleteSkillSheet = /* @__PURE__ */ defineMutation<DeleteSkillSheetBody, DeleteSkillSheetResponse, DeleteSkillSheetError>('skillSheets', 'deleteSkillSheet', {
  method: 'post',
  path: '/api/front/delete-skill-sheet',
  variables: 'body',
});
export type DeleteSkillSheetBody = components['schemas']['DeleteSkillSheetRequestDto'];
export type DeleteSkillSheetResponse = components['schemas']['DeleteSkillSheetResponseDto'];
/** The documented error bodies (400, 401, 404, 413, 415, 419, 500, 503). */
export type DeleteSkillSheetError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SKILL_SHEET_NOT_FOUND';
  statusCode: 404;
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
 * 自分のスキルシートのダウンロード（アップロード時のファイル名で）
 * GET /api/front/download-skill-sheet
 */
export const downloadSkillSheet = /* @__PURE__ */ defineQuery<DownloadSkillSheetParams, DownloadSkillSheetResponse, DownloadSkillSheetError>('skillSheets', 'downloadSkillSheet', {
  method: 'get',
  path: '/api/front/download-skill-sheet',
  variables: 'params',
  parseAs: 'blob',
});
export type DownloadSkillSheetParams = {
  /** スキルシート ID（ログイン中の会員のもの） */
  id: number;
};
export type DownloadSkillSheetResponse = Blob;
/** The documented error bodies (400, 401, 404, 500, 503). */
export type DownloadSkillSheetError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SKILL_SHEET_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * スキルシートのひな形（skillsheet.xlsx：基本情報・経歴・スキル）
 * GET /api/front/download-skill-sheet-template
 */
export const downloadSkillSheetTemplate = /* @__PURE__ */ defineQuery<void, DownloadSkillSheetTemplateResponse, DownloadSkillSheetTemplateError>('skillSheets', 'downloadSkillSheetTemplate', {
  method: 'get',
  path: '/api/front/download-skill-sheet-template',
  variables: 'none',
  parseAs: 'blob',
});
export type DownloadSkillSheetTemplateResponse = Blob;
/** The documented error bodies (500, 503). */
export type DownloadSkillSheetTemplateError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * ログイン中の会員のスキルシート一覧（新しい順。SPEC §7 にはない、マイページ用）
 * GET /api/front/get-skill-sheet-list
 */
export const getSkillSheetList = /* @__PURE__ */ defineQuery<void, GetSkillSheetListResponse, GetSkillSheetListError>('skillSheets', 'getSkillSheetList', {
  method: 'get',
  path: '/api/front/get-skill-sheet-list',
  variables: 'none',
});
export type GetSkillSheetListResponse = components['schemas']['SkillSheetListResponseDto'];
/** The documented error bodies (401, 500, 503). */
export type GetSkillSheetListError = components['schemas']['ErrorResponseDto'] & {
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
 * スキルシートのアップロード（xlsx・xls・docx・doc・pdf、10MBまで、1人20件まで。種類は内容で判定）
 * POST /api/front/upload-skill-sheet
 */
export const uploadSkillSheet = /* @__PURE__ */ defineMutation<UploadSkillSheetBody, UploadSkillSheetResponse, UploadSkillSheetError>('skillSheets', 'uploadSkillSheet', {
  method: 'post',
  path: '/api/front/upload-skill-sheet',
  variables: 'body',
});
export type UploadSkillSheetBody = components['schemas']['UploadSkillSheetRequestDto'] | FormData;
export type UploadSkillSheetResponse = components['schemas']['UploadSkillSheetResponseDto'];
/** The documented error bodies (400, 401, 409, 413, 415, 419, 500, 503). */
export type UploadSkillSheetError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'SKILL_SHEET_FILE_REQUIRED' | 'SKILL_SHEET_FILE_TOO_LARGE' | 'SKILL_SHEET_FILE_TYPE' | 'SKILL_SHEET_UPLOAD_MALFORMED' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SKILL_SHEET_LIMIT_REACHED';
  statusCode: 409;
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
