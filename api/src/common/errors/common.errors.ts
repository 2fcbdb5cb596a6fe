import { declareErrorCodes } from './error-catalogue';

/**
 * Codes any operation can answer, whatever its module: the HTTP plumbing in front of the handlers
 * (body parsers, anti-forgery check, validation pipe, auth guards, routing) and the logged 500.
 */
export enum CommonErrorCode {
  /** The validation pipe refused a query or body field; `errors` says which, field by field. */
  VALIDATION_FAILED = 'VALIDATION_FAILED',
  /** A 400 with no more precise code (a framework BadRequestException). */
  BAD_REQUEST = 'BAD_REQUEST',
  /** The body is not parseable JSON. */
  MALFORMED_JSON = 'MALFORMED_JSON',
  /** Text with a lone UTF-16 surrogate; `errors` names the fields. */
  MALFORMED_TEXT = 'MALFORMED_TEXT',
  /** JSON nested deeper than the body parser allows. */
  BODY_TOO_DEEP = 'BODY_TOO_DEEP',
  /** Body bytes that are not UTF-8. */
  INVALID_ENCODING = 'INVALID_ENCODING',
  /** No valid session (cookie or bearer token) for an operation that needs one. */
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  /** A staff member whose role does not reach the route's access level (@AdminAccess, issue 15). */
  ADMIN_FORBIDDEN_ROLE = 'ADMIN_FORBIDDEN_ROLE',
  /** No route (API path, method) answers this request. */
  ROUTE_NOT_FOUND = 'ROUTE_NOT_FOUND',
  METHOD_NOT_ALLOWED = 'METHOD_NOT_ALLOWED',
  CONFLICT = 'CONFLICT',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  /** A JSON body in a charset other than UTF-8. */
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
  /** The X-XSRF-TOKEN header is missing or does not match this browser's session (Laravel's 419). */
  CSRF_TOKEN_MISMATCH = 'CSRF_TOKEN_MISMATCH',
  /** A 429 with no more precise code. */
  RATE_LIMITED = 'RATE_LIMITED',
  /** Anything unexpected: logged on the server, never described to the client. */
  INTERNAL_ERROR = 'INTERNAL_ERROR',
  /** The database (or another service the answer needs) cannot be reached right now; sent with Retry-After. */
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
}

const INVALID_INPUT = '入力内容に誤りがあります';
/** SPEC §8: the template-download failure alert, and every other system error. */
export const SYSTEM_ERROR_MESSAGE = 'システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。';

/** The 503 answer's text, JSON and page alike. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。';

declareErrorCodes('common', CommonErrorCode, {
  VALIDATION_FAILED: { status: 400, message: INVALID_INPUT },
  BAD_REQUEST: { status: 400, message: INVALID_INPUT },
  MALFORMED_JSON: { status: 400, message: INVALID_INPUT },
  MALFORMED_TEXT: { status: 400, message: INVALID_INPUT },
  BODY_TOO_DEEP: { status: 400, message: '入力データの入れ子が深すぎます' },
  INVALID_ENCODING: { status: 400, message: '文字コードが正しくありません。UTF-8 で送信してください' },
  UNAUTHENTICATED: { status: 401, message: 'ログインしてください' },
  FORBIDDEN: { status: 403, message: 'この操作を行う権限がありません' },
  ADMIN_FORBIDDEN_ROLE: { status: 403, message: 'この操作を行う権限がありません' },
  ROUTE_NOT_FOUND: { status: 404, message: '指定されたページが見つかりませんでした' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'この操作は許可されていません' },
  CONFLICT: { status: 409, message: 'データが競合しました。もう一度お試しください' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '送信されたデータが大きすぎます' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'サポートされていない形式です' },
  CSRF_TOKEN_MISMATCH: { status: 419, message: 'ページの有効期限が切れました。再読み込みしてください。' },
  RATE_LIMITED: { status: 429, message: 'リクエストが多すぎます。しばらくしてから再度お試しください' },
  INTERNAL_ERROR: { status: 500, message: SYSTEM_ERROR_MESSAGE },
  SERVICE_UNAVAILABLE: { status: 503, message: SERVICE_UNAVAILABLE_MESSAGE },
});

/** The code of an error that only has a status (framework HttpExceptions, body-parser errors). */
export function codeForStatus(status: number): CommonErrorCode {
  switch (status) {
    case 400:
      return CommonErrorCode.BAD_REQUEST;
    case 401:
      return CommonErrorCode.UNAUTHENTICATED;
    case 403:
      return CommonErrorCode.FORBIDDEN;
    // A NotFoundException without a code is what the routing answers: no route for this request.
    case 404:
      return CommonErrorCode.ROUTE_NOT_FOUND;
    case 405:
      return CommonErrorCode.METHOD_NOT_ALLOWED;
    case 409:
      return CommonErrorCode.CONFLICT;
    case 413:
      return CommonErrorCode.PAYLOAD_TOO_LARGE;
    case 415:
      return CommonErrorCode.UNSUPPORTED_MEDIA_TYPE;
    case 419:
      return CommonErrorCode.CSRF_TOKEN_MISMATCH;
    case 429:
      return CommonErrorCode.RATE_LIMITED;
    case 503:
      return CommonErrorCode.SERVICE_UNAVAILABLE;
    default:
      return status >= 500 ? CommonErrorCode.INTERNAL_ERROR : CommonErrorCode.BAD_REQUEST;
  }
}
