import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';

export enum SavedSearchErrorCode {
  /** update-saved-search-mail, delete-saved-search: no such saved search of the logged-in member (another member's included). */
  SAVED_SEARCH_NOT_FOUND = 'SAVED_SEARCH_NOT_FOUND',
  /** store-saved-search: the member already has the most saved searches allowed. */
  SAVED_SEARCH_LIMIT_REACHED = 'SAVED_SEARCH_LIMIT_REACHED',
  /** store-saved-search: a condition the DTO cannot check alone (an unknown or deleted tag, area or contract type). */
  SAVED_SEARCH_CONDITIONS_INVALID = 'SAVED_SEARCH_CONDITIONS_INVALID',
  /** unsubscribe-saved-search-mail: the link was not signed by this site (altered or cut). */
  SAVED_SEARCH_UNSUBSCRIBE_INVALID = 'SAVED_SEARCH_UNSUBSCRIBE_INVALID',
}

export const SAVED_SEARCH_LIMIT = 20;

declareErrorCodes('saved-searches', SavedSearchErrorCode, {
  SAVED_SEARCH_NOT_FOUND: { status: 404, message: '指定された検索条件が見つかりませんでした' },
  SAVED_SEARCH_LIMIT_REACHED: {
    status: 409,
    message: `保存できる検索条件は${SAVED_SEARCH_LIMIT}件までです。マイページで不要な検索条件を削除してから、もう一度保存してください。`,
  },
  SAVED_SEARCH_CONDITIONS_INVALID: { status: 400, message: '検索条件に誤りがあります' },
  SAVED_SEARCH_UNSUBSCRIBE_INVALID: {
    status: 400,
    message: '配信停止のリンクが正しくありません。メールに記載されたURLを、途中で切れていないかご確認のうえ開き直してください。',
  },
});

export class SavedSearchNotFoundError extends DomainError {
  constructor() {
    super(SavedSearchErrorCode.SAVED_SEARCH_NOT_FOUND);
  }
}

export class SavedSearchLimitReachedError extends DomainError {
  constructor() {
    super(SavedSearchErrorCode.SAVED_SEARCH_LIMIT_REACHED);
  }
}

/** Field errors found by the service (same body shape as a DTO's validation errors). */
export class SavedSearchConditionsInvalidError extends DomainError {
  constructor(errors: Record<string, string[]>) {
    super(SavedSearchErrorCode.SAVED_SEARCH_CONDITIONS_INVALID, undefined, errors);
  }
}

export class SavedSearchUnsubscribeInvalidError extends DomainError {
  constructor() {
    super(SavedSearchErrorCode.SAVED_SEARCH_UNSUBSCRIBE_INVALID);
  }
}
