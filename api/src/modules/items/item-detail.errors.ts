import { DomainError } from '../../common/errors/domain-error';

export class ItemNotFoundError extends DomainError {
  constructor() {
    super('items.not_found', '指定された案件が見つかりませんでした', 'not_found');
  }
}

export class TagNotFoundError extends DomainError {
  constructor() {
    super('items.tag_not_found', '指定されたタグページが見つかりませんでした', 'not_found');
  }
}
