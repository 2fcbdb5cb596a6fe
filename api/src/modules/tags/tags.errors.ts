import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';

export enum TagErrorCode {
  /** SPEC §2: unknown or deleted tag page. */
  TAG_NOT_FOUND = 'TAG_NOT_FOUND',
}

declareErrorCodes('tags', TagErrorCode, {
  TAG_NOT_FOUND: { status: 404, message: '指定されたタグページが見つかりませんでした' },
});

/** SPEC §2: unknown or deleted tag page. (A tag without open listings is not an error: see SPEC §8.) */
export class TagNotFoundError extends DomainError {
  constructor() {
    super(TagErrorCode.TAG_NOT_FOUND);
  }
}
