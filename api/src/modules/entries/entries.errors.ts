import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';

export enum EntryErrorCode {
  /** entry: the listing is unknown, deleted or not public (yet). */
  ENTRY_ITEM_NOT_FOUND = 'ENTRY_ITEM_NOT_FOUND',
  /** entry: the listing has ended (募集終了). */
  ENTRY_ITEM_ENDED = 'ENTRY_ITEM_ENDED',
  /** entry: a value the DTO cannot check alone (a skill sheet that is not one of the member's own). */
  ENTRY_FIELDS_INVALID = 'ENTRY_FIELDS_INVALID',
  /** get-enterd-item, withdraw-entry: no such entry of the logged-in member (another member's included). */
  ENTRY_NOT_FOUND = 'ENTRY_NOT_FOUND',
  /** withdraw-entry: only an entry still エントリー済み can be withdrawn. */
  ENTRY_NOT_WITHDRAWABLE = 'ENTRY_NOT_WITHDRAWABLE',
}

declareErrorCodes('entries', EntryErrorCode, {
  ENTRY_ITEM_NOT_FOUND: {
    status: 404,
    message: 'エントリーしようとした案件が見つかりませんでした。掲載が終了したか、URLが誤っている可能性があります。',
  },
  ENTRY_ITEM_ENDED: { status: 409, message: 'この案件は募集を終了したため、エントリーできません。ほかの案件をお探しください。' },
  ENTRY_FIELDS_INVALID: { status: 400, message: '入力内容に誤りがあります' },
  ENTRY_NOT_FOUND: { status: 404, message: '指定されたエントリーが見つかりませんでした' },
  ENTRY_NOT_WITHDRAWABLE: {
    status: 409,
    message: 'このエントリーは選考が始まっているため、ここからは辞退できません。お手数ですが、担当者までご連絡ください。',
  },
});

export class EntryItemNotFoundError extends DomainError {
  constructor() {
    super(EntryErrorCode.ENTRY_ITEM_NOT_FOUND);
  }
}

export class EntryItemEndedError extends DomainError {
  constructor() {
    super(EntryErrorCode.ENTRY_ITEM_ENDED);
  }
}

/** Field errors found by the service (same body shape as a DTO's validation errors). */
export class EntryFieldsInvalidError extends DomainError {
  constructor(errors: Record<string, string[]>) {
    super(EntryErrorCode.ENTRY_FIELDS_INVALID, undefined, errors);
  }
}

export class EntryNotFoundError extends DomainError {
  constructor() {
    super(EntryErrorCode.ENTRY_NOT_FOUND);
  }
}

export class EntryNotWithdrawableError extends DomainError {
  constructor() {
    super(EntryErrorCode.ENTRY_NOT_WITHDRAWABLE);
  }
}
