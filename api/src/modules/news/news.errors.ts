import { DomainError } from '../../common/errors/domain-error';

export class NewsNotFoundError extends DomainError {
  constructor() {
    super('news.not_found', '指定されたお知らせが見つかりませんでした', 'not_found');
  }
}
