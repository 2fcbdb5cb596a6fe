import { DomainError } from '../../common/errors/domain-error';

/** SPEC §2: unknown or deleted tag page. */
export class TagNotFoundError extends DomainError {
  constructor() {
    super('tags.not_found', '指定されたタグページが見つかりませんでした', 'not_found');
  }
}
