import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';

export enum TagErrorCode {
  /** SPEC §2: unknown or deleted tag page. */
  TAG_NOT_FOUND = 'TAG_NOT_FOUND',
  /** Staff: unknown tag category (item/tag/category/*). */
  TAG_CATEGORY_NOT_FOUND = 'TAG_CATEGORY_NOT_FOUND',
  /** revival: a live tag now has the deleted tag's name. */
  TAG_TERM_TAKEN = 'TAG_TERM_TAKEN',
  /** revival: the tag was merged into another one; its listings are that tag's now. */
  TAG_MERGED_NOT_RESTORABLE = 'TAG_MERGED_NOT_RESTORABLE',
  /** tag-integration: the source or the target is deleted. */
  TAG_MERGE_DELETED = 'TAG_MERGE_DELETED',
  /** tag-integration: the target's aliases with the source's names would not fit the column. */
  TAG_MERGE_ALIASES_TOO_LONG = 'TAG_MERGE_ALIASES_TOO_LONG',
  /** category revival: a live category now has the deleted one's name. */
  TAG_CATEGORY_NAME_TAKEN = 'TAG_CATEGORY_NAME_TAKEN',
  /** category delete: live tags are still in it. */
  TAG_CATEGORY_IN_USE = 'TAG_CATEGORY_IN_USE',
}

declareErrorCodes('tags', TagErrorCode, {
  TAG_NOT_FOUND: { status: 404, message: '指定されたタグページが見つかりませんでした' },
  TAG_CATEGORY_NOT_FOUND: { status: 404, message: '指定されたタグカテゴリが見つかりませんでした' },
  TAG_TERM_TAKEN: { status: 409, message: '同じ名前の公開中のタグがあるため、復元できません。' },
  TAG_MERGED_NOT_RESTORABLE: { status: 409, message: 'このタグは別のタグに統合されたため、復元できません。' },
  TAG_MERGE_DELETED: { status: 409, message: '削除済みのタグは統合できません。' },
  TAG_MERGE_ALIASES_TOO_LONG: {
    status: 409,
    message: '統合すると統合先の別名が長すぎます（1000文字まで）。統合先の別名を整理してから、もう一度お試しください。',
  },
  TAG_CATEGORY_NAME_TAKEN: { status: 409, message: '同じ名前の公開中のタグカテゴリがあるため、復元できません。' },
  TAG_CATEGORY_IN_USE: {
    status: 409,
    message: 'このカテゴリにはタグがあります。タグを別のカテゴリへ移すか削除してから、カテゴリを削除してください。',
  },
});

/** SPEC §2: unknown or deleted tag page. (A tag without open listings is not an error: see SPEC §8.) */
export class TagNotFoundError extends DomainError {
  constructor() {
    super(TagErrorCode.TAG_NOT_FOUND);
  }
}

export class TagCategoryNotFoundError extends DomainError {
  constructor() {
    super(TagErrorCode.TAG_CATEGORY_NOT_FOUND);
  }
}

export class TagTermTakenError extends DomainError {
  constructor(holder: { id: number; term: string }) {
    super(TagErrorCode.TAG_TERM_TAKEN, `同じ名前の公開中のタグ「${holder.term}」（ID ${holder.id}）があるため、復元できません。`);
  }
}

export class TagMergedNotRestorableError extends DomainError {
  constructor(into: { id: number; term: string } | null) {
    super(
      TagErrorCode.TAG_MERGED_NOT_RESTORABLE,
      into ? `このタグは「${into.term}」（ID ${into.id}）に統合されたため、復元できません。` : undefined,
    );
  }
}

export class TagMergeDeletedError extends DomainError {
  constructor(tag: { id: number; term: string }) {
    super(TagErrorCode.TAG_MERGE_DELETED, `「${tag.term}」（ID ${tag.id}）は削除済みのため統合できません。`);
  }
}

export class TagMergeAliasesTooLongError extends DomainError {
  constructor() {
    super(TagErrorCode.TAG_MERGE_ALIASES_TOO_LONG);
  }
}

export class TagCategoryNameTakenError extends DomainError {
  constructor(holder: { id: number; name: string }) {
    super(TagErrorCode.TAG_CATEGORY_NAME_TAKEN, `同じ名前の公開中のタグカテゴリ「${holder.name}」（ID ${holder.id}）があるため、復元できません。`);
  }
}

export class TagCategoryInUseError extends DomainError {
  constructor(categories: { name: string; tags: number }[]) {
    const list = categories.map((c) => `「${c.name}」（${c.tags}件）`).join('、');
    super(
      TagErrorCode.TAG_CATEGORY_IN_USE,
      `${list}にはタグがあります。タグを別のカテゴリへ移すか削除してから、カテゴリを削除してください。`,
    );
  }
}
