/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-skill-sheets": import them as api.adminSkillSheets.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 会員のスキルシートをまとめてダウンロード（skillsheet.zip）。ダウンロードは監査ログに残ります
 * GET /api/admin/user/admin-bulk-download
 */
export const adminUserAdminBulkDownload = /* @__PURE__ */ defineQuery<AdminUserAdminBulkDownloadParams, AdminUserAdminBulkDownloadResponse, AdminUserAdminBulkDownloadError>('adminSkillSheets', 'adminUserAdminBulkDownload', {
  method: 'get',
  path: '/api/admin/user/admin-bulk-download',
  variables: 'params',
  parseAs: 'blob',
});
export type AdminUserAdminBulkDownloadParams = {
  /** 会員の ID */
  id: number;
};
export type AdminUserAdminBulkDownloadResponse = Blob;
/** The documented error bodies (400, 401, 404, 500, 503). */
export type AdminUserAdminBulkDownloadError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_MEMBER_NOT_FOUND' | 'SKILL_SHEET_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 会員のスキルシートの削除（ファイルも削除。監査ログに残ります）
 * POST /api/admin/user/admin-delete
 */
export const adminUserAdminDelete = /* @__PURE__ */ defineMutation<AdminUserAdminDeleteBody, AdminUserAdminDeleteResponse, AdminUserAdminDeleteError>('adminSkillSheets', 'adminUserAdminDelete', {
  method: 'post',
  path: '/api/admin/user/admin-delete',
  variables: 'body',
});
export type AdminUserAdminDeleteBody = components['schemas']['AdminSkillSheetDeleteBodyDto'];
export type AdminUserAdminDeleteResponse = components['schemas']['AdminSkillSheetDeleteResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminUserAdminDeleteError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_MEMBER_NOT_FOUND' | 'SKILL_SHEET_NOT_FOUND';
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
 * 会員のスキルシートを保存ファイル名でダウンロード（format=base64 なら { result, type, name }）。ダウンロードは監査ログに残ります
 * GET /api/admin/user/admin-download
 */
export const adminUserAdminDownload = /* @__PURE__ */ defineQuery<AdminUserAdminDownloadParams, AdminUserAdminDownloadResponse, AdminUserAdminDownloadError>('adminSkillSheets', 'adminUserAdminDownload', {
  method: 'get',
  path: '/api/admin/user/admin-download',
  variables: 'params',
});
export type AdminUserAdminDownloadParams = {
  /** 保存ファイル名（user/admin-skill-sheets の file_name） */
  filename: string;
  /** file: ファイルそのもの / base64: { result, type, name } */
  format?: 'file' | 'base64';
};
export type AdminUserAdminDownloadResponse = components['schemas']['AdminSkillSheetBase64Dto'];
/** The documented error bodies (400, 401, 404, 500, 503). */
export type AdminUserAdminDownloadError = components['schemas']['ErrorResponseDto'] & {
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
 * 会員のスキルシート一覧（SPEC §7 にはない、会員ページ用。新しい順）
 * GET /api/admin/user/admin-skill-sheets/{id}
 */
export const adminUserAdminSkillSheets = /* @__PURE__ */ defineQuery<AdminUserAdminSkillSheetsParams, AdminUserAdminSkillSheetsResponse, AdminUserAdminSkillSheetsError>('adminSkillSheets', 'adminUserAdminSkillSheets', {
  method: 'get',
  path: '/api/admin/user/admin-skill-sheets/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminUserAdminSkillSheetsParams = {
  id: number;
};
export type AdminUserAdminSkillSheetsResponse = components['schemas']['AdminSkillSheetListDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminUserAdminSkillSheetsError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_MEMBER_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 会員のスキルシートをスタッフがアップロード（会員本人と同じ種類・10MB・20件の上限。監査ログに残ります）
 * POST /api/admin/user/admin-upload
 */
export const adminUserAdminUpload = /* @__PURE__ */ defineMutation<AdminUserAdminUploadBody, AdminUserAdminUploadResponse, AdminUserAdminUploadError>('adminSkillSheets', 'adminUserAdminUpload', {
  method: 'post',
  path: '/api/admin/user/admin-upload',
  variables: 'body',
});
export type AdminUserAdminUploadBody = components['schemas']['AdminSkillSheetUploadBodyDto'] | FormData;
export type AdminUserAdminUploadResponse = components['schemas']['AdminSkillSheetUploadResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminUserAdminUploadError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'SKILL_SHEET_FILE_REQUIRED' | 'SKILL_SHEET_FILE_TOO_LARGE' | 'SKILL_SHEET_FILE_TYPE' | 'SKILL_SHEET_UPLOAD_MALFORMED' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_MEMBER_NOT_FOUND';
  statusCode: 404;
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
