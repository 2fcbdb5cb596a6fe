import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
  type Relation,
} from 'typeorm';
import { TagCategoryEntity } from './tag-category.entity';

/** SPEC §2 'よく検索されるワード' groups, in display order. */
export const PopularGroup = {
  Feature: 'feature',
  Language: 'language',
  Position: 'position',
  System: 'system',
  HighRateLanguage: 'high_rate_language',
  Cloud: 'cloud',
} as const;
export type PopularGroup = (typeof PopularGroup)[keyof typeof PopularGroup];

export const POPULAR_GROUP_LABELS: Record<PopularGroup, string> = {
  feature: '案件の特徴',
  language: '言語・スキル',
  position: 'ポジション',
  system: 'システム種別',
  high_rate_language: '平均単価が高い言語',
  cloud: 'クラウド',
};

export const POPULAR_GROUP_ORDER: readonly PopularGroup[] = [
  'feature',
  'language',
  'position',
  'system',
  'high_rate_language',
  'cloud',
];

/** Longest term (a name shown in headings and on cards). */
export const TAG_TERM_MAX = 100;
/** Longest aliases text, comma-joined: room for the names a few merges bring together. */
export const TAG_ALIASES_MAX = 1000;

/** A tag on listings (SPEC §3 tags: { id, term }); its page is /item/tag/{id}. */
@Entity('tags')
@Index(['popularGroup', 'popularOrder'])
export class TagEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'varchar', length: TAG_TERM_MAX })
  term!: string;

  @Index()
  @Column({ type: 'int', nullable: true })
  tagCategoryId!: number | null;

  @ManyToOne(() => TagCategoryEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'tag_category_id' })
  tagCategory?: Relation<TagCategoryEntity> | null;

  /** Group in the popular-search block, null when the tag is not listed there (see `PopularGroup`). */
  @Column({ type: 'varchar', length: 32, nullable: true })
  popularGroup!: PopularGroup | null;

  /** Position inside its popular group (ascending). */
  @Column({ type: 'int', nullable: true })
  popularOrder!: number | null;

  /**
   * Other names a visitor may type for the tag, comma-separated (`JS` for JavaScript, `ゴー言語,golang` for Go):
   * a search keyword equal to the term or one of these (folded: case and width do not matter) also finds
   * the listings carrying the tag (issue 14). Staff edit them with the tag.
   */
  @Column({ type: 'varchar', length: TAG_ALIASES_MAX, nullable: true })
  aliases!: string | null;

  /** Admin "pickup tag": highlighted on the top page and in the item input form. */
  @Column({ type: 'boolean', default: false })
  isPickup!: boolean;

  /** Admin "special tag": campaign/feature tags shown apart from skills. */
  @Column({ type: 'boolean', default: false })
  isSpecial!: boolean;

  /**
   * HTML blurb shown on the tag page (item/tag/get-html-content): cleaned with sanitizeTagHtml when staff save
   * it (item/tag/register, edit-info) and again when it is served (rows written by other programs).
   */
  @Column({ type: 'text', nullable: true })
  htmlContent!: string | null;

  /**
   * The tag this one was merged into (item/tag/tag-integration): set with the soft delete, so /item/tag/{id}
   * answers 301 to the surviving tag's page and get-tag-name names it. Always a live tag's id: a later merge
   * of that tag moves these pointers on to its own target.
   */
  @Index()
  @Column({ type: 'int', nullable: true })
  mergedIntoTagId!: number | null;

  /** Optimistic concurrency of staff edits (admin-resource toolkit): a save of an older version is refused. */
  @VersionColumn({ default: 1 })
  version!: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;

  @DeleteDateColumn({ type: 'datetime', nullable: true })
  deletedAt!: Date | null;
}
