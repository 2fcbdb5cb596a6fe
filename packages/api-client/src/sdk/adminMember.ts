/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-member": import them as api.adminMember.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 会員一覧の分割ダウンロード（size 行ずつ。part を省くと分割の一覧を JSON で、part を付けるとその部分の CSV を返す。X-Total-Parts に分割数）
 * GET /api/admin/member/chunk-download
 */
export const adminMemberChunkDownload = /* @__PURE__ */ defineQuery<AdminMemberChunkDownloadParams, AdminMemberChunkDownloadResponse, AdminMemberChunkDownloadError>('adminMember', 'adminMemberChunkDownload', {
  method: 'get',
  path: '/api/admin/member/chunk-download',
  variables: 'params',
});
export type AdminMemberChunkDownloadParams = {
  /** 登録状態: 0 仮登録（メール未確認）, 1 本登録 */
  auth_state?: 0 | 1;
  /** 印象（SPEC §3）: 4 優良, 3 普通, 2 要注意, 1 ブラック */
  impression?: 1 | 2 | 3 | 4;
  /** キーワード（氏名・フリガナ・メールアドレス・電話番号。空白で区切った語をすべて含む） */
  keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** 何番目のファイルか（1から）。省略すると分割の一覧（JSON）を返す */
  part?: number;
  /** 都道府県（prefacture/get の id） */
  prefecture_id?: number;
  /** 進捗（SPEC §4）: 0 未対応, 1 電話済み, 5 稼働中, 7 クローズ(営業停止), 8 他社稼働中, 9 カウンセリング希望, 10 稼働実績あり, 11 カウンセリング調整中, 12 営業中（一覧のタブ） */
  progress?: 0 | 1 | 5 | 7 | 8 | 9 | 10 | 11 | 12;
  /** 登録日がこの日以降（YYYY-MM-DD、日本時間の日付） */
  registered_from?: string;
  /** 登録日がこの日まで（YYYY-MM-DD、日本時間の日付） */
  registered_to?: string;
  /** 1ファイルの行数 */
  size: number;
  /** スキル（タグ ID。繰り返しかカンマ区切り、20件まで）: 指定したすべてのスキルを持つ会員 */
  skills?: number[];
  /** 並べ替えの項目 */
  sort?: 'registered_at' | 'last_name_kana' | 'email';
};
export type AdminMemberChunkDownloadResponse = components['schemas']['AdminMemberChunkPartsDto'];
/** The documented error bodies (400, 401, 403, 404, 500, 503). */
export type AdminMemberChunkDownloadError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_MEMBER_CSV_PART_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 会員の退会処理（会員本人の退会と同じく個人情報を消去。取り消せません）
 * POST /api/admin/member/delete
 */
export const adminMemberDelete = /* @__PURE__ */ defineMutation<AdminMemberDeleteBody, AdminMemberDeleteResponse, AdminMemberDeleteError>('adminMember', 'adminMemberDelete', {
  method: 'post',
  path: '/api/admin/member/delete',
  variables: 'body',
});
export type AdminMemberDeleteBody = components['schemas']['IdBodyDto'];
export type AdminMemberDeleteResponse = components['schemas']['AdminMemberDeleteResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminMemberDeleteError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
 * 会員の基本情報
 * GET /api/admin/member/detail/{id}
 */
export const adminMemberDetail = /* @__PURE__ */ defineQuery<AdminMemberDetailParams, AdminMemberDetailResponse, AdminMemberDetailError>('adminMember', 'adminMemberDetail', {
  method: 'get',
  path: '/api/admin/member/detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminMemberDetailParams = {
  id: number;
};
export type AdminMemberDetailResponse = components['schemas']['AdminMemberDetailDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminMemberDetailError = components['schemas']['ErrorResponseDto'] & {
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
 * 会員の評価（印象とそのメモ）
 * GET /api/admin/member/detail-evaluation/{id}
 */
export const adminMemberDetailEvaluation = /* @__PURE__ */ defineQuery<AdminMemberDetailEvaluationParams, AdminMemberDetailEvaluationResponse, AdminMemberDetailEvaluationError>('adminMember', 'adminMemberDetailEvaluation', {
  method: 'get',
  path: '/api/admin/member/detail-evaluation/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminMemberDetailEvaluationParams = {
  id: number;
};
export type AdminMemberDetailEvaluationResponse = components['schemas']['AdminMemberEvaluationDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminMemberDetailEvaluationError = components['schemas']['ErrorResponseDto'] & {
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
 * 会員のその他の情報（連携アカウント・広告パラメータ・お友達紹介・保存した検索条件・エントリーと検討中の件数）
 * GET /api/admin/member/detail-other/{id}
 */
export const adminMemberDetailOther = /* @__PURE__ */ defineQuery<AdminMemberDetailOtherParams, AdminMemberDetailOtherResponse, AdminMemberDetailOtherError>('adminMember', 'adminMemberDetailOther', {
  method: 'get',
  path: '/api/admin/member/detail-other/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminMemberDetailOtherParams = {
  id: number;
};
export type AdminMemberDetailOtherResponse = components['schemas']['AdminMemberOtherDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminMemberDetailOtherError = components['schemas']['ErrorResponseDto'] & {
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
 * 会員の進捗とその変更履歴（誰がいつ変えたか）
 * GET /api/admin/member/detail-progress/{id}
 */
export const adminMemberDetailProgress = /* @__PURE__ */ defineQuery<AdminMemberDetailProgressParams, AdminMemberDetailProgressResponse, AdminMemberDetailProgressError>('adminMember', 'adminMemberDetailProgress', {
  method: 'get',
  path: '/api/admin/member/detail-progress/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminMemberDetailProgressParams = {
  id: number;
};
export type AdminMemberDetailProgressResponse = components['schemas']['AdminMemberProgressDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminMemberDetailProgressError = components['schemas']['ErrorResponseDto'] & {
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
 * 会員情報の編集（会員本人の登録情報と同じ入力規則。メールアドレスは変更できません）
 * POST /api/admin/member/edit
 */
export const adminMemberEdit = /* @__PURE__ */ defineMutation<AdminMemberEditBody, AdminMemberEditResponse, AdminMemberEditError>('adminMember', 'adminMemberEdit', {
  method: 'post',
  path: '/api/admin/member/edit',
  variables: 'body',
});
export type AdminMemberEditBody = components['schemas']['AdminMemberEditBodyDto'];
export type AdminMemberEditResponse = components['schemas']['AdminMemberDetailDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminMemberEditError = components['schemas']['ErrorResponseDto'] & {
  code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
  code: 'ADMIN_STALE_VERSION';
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

/**
 * 会員一覧のCSV（member/search と同じ絞り込み・並び順で全件。監査ログに記録）
 * GET /api/admin/member/get-csv
 */
export const adminMemberGetCsv = /* @__PURE__ */ defineQuery<AdminMemberGetCsvParams | void, AdminMemberGetCsvResponse, AdminMemberGetCsvError>('adminMember', 'adminMemberGetCsv', {
  method: 'get',
  path: '/api/admin/member/get-csv',
  variables: 'params',
  parseAs: 'text',
});
export type AdminMemberGetCsvParams = {
  /** 登録状態: 0 仮登録（メール未確認）, 1 本登録 */
  auth_state?: 0 | 1;
  /** 印象（SPEC §3）: 4 優良, 3 普通, 2 要注意, 1 ブラック */
  impression?: 1 | 2 | 3 | 4;
  /** キーワード（氏名・フリガナ・メールアドレス・電話番号。空白で区切った語をすべて含む） */
  keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** 都道府県（prefacture/get の id） */
  prefecture_id?: number;
  /** 進捗（SPEC §4）: 0 未対応, 1 電話済み, 5 稼働中, 7 クローズ(営業停止), 8 他社稼働中, 9 カウンセリング希望, 10 稼働実績あり, 11 カウンセリング調整中, 12 営業中（一覧のタブ） */
  progress?: 0 | 1 | 5 | 7 | 8 | 9 | 10 | 11 | 12;
  /** 登録日がこの日以降（YYYY-MM-DD、日本時間の日付） */
  registered_from?: string;
  /** 登録日がこの日まで（YYYY-MM-DD、日本時間の日付） */
  registered_to?: string;
  /** スキル（タグ ID。繰り返しかカンマ区切り、20件まで）: 指定したすべてのスキルを持つ会員 */
  skills?: number[];
  /** 並べ替えの項目 */
  sort?: 'registered_at' | 'last_name_kana' | 'email';
};
export type AdminMemberGetCsvResponse = string;
/** The documented error bodies (400, 401, 403, 500, 503). */
export type AdminMemberGetCsvError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 会員の印象メモの保存（空で削除）
 * POST /api/admin/member/impression-note-update
 */
export const adminMemberImpressionNoteUpdate = /* @__PURE__ */ defineMutation<AdminMemberImpressionNoteUpdateBody, AdminMemberImpressionNoteUpdateResponse, AdminMemberImpressionNoteUpdateError>('adminMember', 'adminMemberImpressionNoteUpdate', {
  method: 'post',
  path: '/api/admin/member/impression-note-update',
  variables: 'body',
});
export type AdminMemberImpressionNoteUpdateBody = components['schemas']['AdminMemberImpressionNoteBodyDto'];
export type AdminMemberImpressionNoteUpdateResponse = components['schemas']['AdminMemberEvaluationDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminMemberImpressionNoteUpdateError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
 * 会員の一覧（キーワード・進捗・印象・登録日・登録状態・都道府県で絞り込み、進捗ごとの件数付き）
 * GET /api/admin/member/search
 */
export const adminMemberSearch = /* @__PURE__ */ defineQuery<AdminMemberSearchParams | void, AdminMemberSearchResponse, AdminMemberSearchError>('adminMember', 'adminMemberSearch', {
  method: 'get',
  path: '/api/admin/member/search',
  variables: 'params',
});
export type AdminMemberSearchParams = {
  /** 登録状態: 0 仮登録（メール未確認）, 1 本登録 */
  auth_state?: 0 | 1;
  /** 印象（SPEC §3）: 4 優良, 3 普通, 2 要注意, 1 ブラック */
  impression?: 1 | 2 | 3 | 4;
  /** キーワード（氏名・フリガナ・メールアドレス・電話番号。空白で区切った語をすべて含む） */
  keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** ページ（1から） */
  page?: number;
  /** 1ページの件数 */
  per_page?: number;
  /** 都道府県（prefacture/get の id） */
  prefecture_id?: number;
  /** 進捗（SPEC §4）: 0 未対応, 1 電話済み, 5 稼働中, 7 クローズ(営業停止), 8 他社稼働中, 9 カウンセリング希望, 10 稼働実績あり, 11 カウンセリング調整中, 12 営業中（一覧のタブ） */
  progress?: 0 | 1 | 5 | 7 | 8 | 9 | 10 | 11 | 12;
  /** 登録日がこの日以降（YYYY-MM-DD、日本時間の日付） */
  registered_from?: string;
  /** 登録日がこの日まで（YYYY-MM-DD、日本時間の日付） */
  registered_to?: string;
  /** スキル（タグ ID。繰り返しかカンマ区切り、20件まで）: 指定したすべてのスキルを持つ会員 */
  skills?: number[];
  /** 並べ替えの項目 */
  sort?: 'registered_at' | 'last_name_kana' | 'email';
};
export type AdminMemberSearchResponse = components['schemas']['AdminMemberSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminMemberSearchError = components['schemas']['ErrorResponseDto'] & {
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
 * 仮登録の会員に認証メールを再送（1分に1回まで）
 * POST /api/admin/member/send-auth-mail
 */
export const adminMemberSendAuthMail = /* @__PURE__ */ defineMutation<AdminMemberSendAuthMailBody, AdminMemberSendAuthMailResponse, AdminMemberSendAuthMailError>('adminMember', 'adminMemberSendAuthMail', {
  method: 'post',
  path: '/api/admin/member/send-auth-mail',
  variables: 'body',
});
export type AdminMemberSendAuthMailBody = components['schemas']['IdBodyDto'];
export type AdminMemberSendAuthMailResponse = components['schemas']['AdminMemberSendAuthMailResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 429, 500, 503). */
export type AdminMemberSendAuthMailError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
  code: 'ADMIN_MEMBER_ALREADY_REGISTERED';
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
  code: 'ADMIN_MEMBER_AUTH_MAIL_TOO_SOON';
  statusCode: 429;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 会員の印象の変更（null で未評価）
 * POST /api/admin/member/update-impression
 */
export const adminMemberUpdateImpression = /* @__PURE__ */ defineMutation<AdminMemberUpdateImpressionBody, AdminMemberUpdateImpressionResponse, AdminMemberUpdateImpressionError>('adminMember', 'adminMemberUpdateImpression', {
  method: 'post',
  path: '/api/admin/member/update-impression',
  variables: 'body',
});
export type AdminMemberUpdateImpressionBody = components['schemas']['AdminMemberUpdateImpressionBodyDto'];
export type AdminMemberUpdateImpressionResponse = components['schemas']['AdminMemberEvaluationDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminMemberUpdateImpressionError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
 * 会員のメモの保存（空で削除）
 * POST /api/admin/member/update-memo
 */
export const adminMemberUpdateMemo = /* @__PURE__ */ defineMutation<AdminMemberUpdateMemoBody, AdminMemberUpdateMemoResponse, AdminMemberUpdateMemoError>('adminMember', 'adminMemberUpdateMemo', {
  method: 'post',
  path: '/api/admin/member/update-memo',
  variables: 'body',
});
export type AdminMemberUpdateMemoBody = components['schemas']['AdminMemberUpdateMemoBodyDto'];
export type AdminMemberUpdateMemoResponse = components['schemas']['AdminMemberDetailDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminMemberUpdateMemoError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
 * 会員の進捗の変更（履歴と監査ログに残ります）
 * POST /api/admin/member/update-status
 */
export const adminMemberUpdateStatus = /* @__PURE__ */ defineMutation<AdminMemberUpdateStatusBody, AdminMemberUpdateStatusResponse, AdminMemberUpdateStatusError>('adminMember', 'adminMemberUpdateStatus', {
  method: 'post',
  path: '/api/admin/member/update-status',
  variables: 'body',
});
export type AdminMemberUpdateStatusBody = components['schemas']['AdminMemberUpdateStatusBodyDto'];
export type AdminMemberUpdateStatusResponse = components['schemas']['AdminMemberProgressDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminMemberUpdateStatusError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
