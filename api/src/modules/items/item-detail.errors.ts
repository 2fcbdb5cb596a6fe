import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';

export enum ItemErrorCode {
  ITEM_NOT_FOUND = 'ITEM_NOT_FOUND',
  /** Same code (and meaning) as TagErrorCode.TAG_NOT_FOUND: a front end need not know which module looked. */
  TAG_NOT_FOUND = 'TAG_NOT_FOUND',
}

declareErrorCodes('items', ItemErrorCode, {
  ITEM_NOT_FOUND: { status: 404, message: '指定された案件が見つかりませんでした' },
  TAG_NOT_FOUND: { status: 404, message: '指定されたタグページが見つかりませんでした' },
});

export class ItemNotFoundError extends DomainError {
  constructor() {
    super(ItemErrorCode.ITEM_NOT_FOUND);
  }
}

export class TagNotFoundError extends DomainError {
  constructor() {
    super(ItemErrorCode.TAG_NOT_FOUND);
  }
}
