import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';

export enum NewsErrorCode {
  NEWS_NOT_FOUND = 'NEWS_NOT_FOUND',
}

declareErrorCodes('news', NewsErrorCode, {
  NEWS_NOT_FOUND: { status: 404, message: '指定されたお知らせが見つかりませんでした' },
});

export class NewsNotFoundError extends DomainError {
  constructor() {
    super(NewsErrorCode.NEWS_NOT_FOUND);
  }
}
