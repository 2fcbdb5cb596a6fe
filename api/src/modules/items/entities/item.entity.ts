import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
  type Relation,
} from 'typeorm';
import { AreaEntity } from '../../master/entities/area.entity';
import { BizCategoryEntity } from '../../master/entities/biz-category.entity';
import { ContractTypeEntity } from '../../master/entities/contract-type.entity';
import { ItemTagEntity } from './item-tag.entity';

/**
 * Listing state: published listings are searchable (from their published_at on, open-listing.ts); ended ones
 * only appear as "past listings" (SPEC §2 error page) and keep their page; drafts (staff's, issue 15) are seen
 * by staff only. The back office's tabs (公開中・公開予定・下書き…) are listing-status.ts.
 */
export const ItemStatus = {
  Draft: 0,
  Published: 1,
  Ended: 2,
} as const;
export type ItemStatus = (typeof ItemStatus)[keyof typeof ItemStatus];

export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = { 0: '下書き', 1: '募集中', 2: '募集終了' };

export const RemoteLevel = {
  OnSite: 0,
  PartlyRemote: 1,
  FullRemote: 2,
} as const;
export type RemoteLevel = (typeof RemoteLevel)[keyof typeof RemoteLevel];

export const REMOTE_LEVEL_LABELS: Record<RemoteLevel, string> = {
  0: '常駐',
  1: '一部リモート',
  2: 'フルリモート',
};

/**
 * A project listing (案件). Rates are yen per month; rateDetail is the text users see (e.g. 「〜80万円/月」),
 * rateMin/rateMax the numbers used for filters, rankings and charts (null when the rate is not stated).
 * Areas: many-to-many through `item_areas`; tags: the explicit `item_tags` entity so queries can join it.
 */
@Entity('items')
@Index(['status', 'publishedAt'])
// Rate-sorted search pages: ORDER BY rate_max DESC, published_at DESC, id DESC straight from the index.
@Index(['status', 'rateMax', 'publishedAt'])
@Index(['status', 'isFeatured', 'publishedAt'])
@Index(['status', 'viewCount'])
// Past ended listings, most recently ended first (tag error pages, get-ended-item-list).
@Index(['status', 'endedAt'])
// Search totals and facet counts read every open listing of a filter set: from this index alone, not
// the wide rows (a tag page at 100,000 listings: 1.6 s → 0.2 s for the totals).
// The catalog search index's change poll (issue 14): listings written since its last look, every second.
@Index('IDX_items_updated_at', ['updatedAt'])
@Index('IDX_items_open_facets', ['status', 'deletedAt', 'publishedAt', 'remoteLevel', 'weeklyDaysMin', 'contractTypeId', 'rateMin', 'rateMax'])
export class ItemEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  /** Lower bound of the monthly rate in yen (e.g. 600000), null when not stated. */
  @Column({ type: 'int', nullable: true })
  rateMin!: number | null;

  /** Upper bound of the monthly rate in yen (e.g. 800000), null when not stated. */
  @Column({ type: 'int', nullable: true })
  rateMax!: number | null;

  /** Rate as shown to users, e.g. 「〜80万円/月」「60〜70万円/月」「スキル見合い」. */
  @Column({ type: 'varchar', length: 100 })
  rateDetail!: string;

  /** Free text next to the areas, e.g. 「渋谷駅 徒歩5分」「フルリモート（初日のみ出社）」. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  areaDetail!: string | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  bizCategoryId!: number | null;

  @ManyToOne(() => BizCategoryEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'biz_category_id' })
  bizCategory?: Relation<BizCategoryEntity> | null;

  /** System type, e.g. 「Webシステム」「業務システム」「スマホアプリ」. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  systemType!: string | null;

  /** Job type / position, e.g. 「バックエンドエンジニア」「PMO」. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  jobType!: string | null;

  @Column({ type: 'text', nullable: true })
  mustHaveRequirements!: string | null;

  @Column({ type: 'text', nullable: true })
  niceToHaveRequirements!: string | null;

  @Column({ type: 'text', nullable: true })
  detail!: string | null;

  @Column({ type: 'int', default: RemoteLevel.OnSite })
  remoteLevel!: RemoteLevel;

  /** Days per week, e.g. 3 and 5 for 「週3〜5日」; null when not stated. */
  @Column({ type: 'int', nullable: true })
  weeklyDaysMin!: number | null;

  @Column({ type: 'int', nullable: true })
  weeklyDaysMax!: number | null;

  /** Working hours text, e.g. 「10:00〜19:00」. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  workingHours!: string | null;

  /** Monthly settlement range text (精算幅), e.g. 「140〜180h」. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  settlementRange!: string | null;

  /** Number of client interviews (面談回数). */
  @Column({ type: 'int', nullable: true })
  interviewCount!: number | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  contractTypeId!: number | null;

  @ManyToOne(() => ContractTypeEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'contract_type_id' })
  contractType?: Relation<ContractTypeEntity> | null;

  /**
   * The company the work is for (クライアント企業), as staff name it; null = 非公開 (the client is not disclosed),
   * and the structured data names the operator instead (item-page-meta.resolver.ts): never a placeholder.
   */
  @Column({ type: 'varchar', length: 255, nullable: true })
  clientName!: string | null;

  /** The client's own site (https), only with clientName. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  clientUrl!: string | null;

  /** The last day applications are taken (募集終了予定日, a Japanese day), null when staff set none. */
  @Column({ type: 'date', nullable: true })
  closesOn!: string | null;

  /** Start date (開始時期), null = 即日/相談. */
  @Column({ type: 'date', nullable: true })
  startDate!: string | null;

  @Column({ type: 'int', default: ItemStatus.Published })
  status!: ItemStatus;

  /** Shown in the featured list (get-item-featured-list). */
  @Column({ type: 'boolean', default: false })
  isFeatured!: boolean;

  @Column({ type: 'datetime', nullable: true })
  publishedAt!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  endedAt!: Date | null;

  @Column({ type: 'int', default: 0 })
  viewCount!: number;

  /**
   * The fields staff still have to check (comma-joined register field names, e.g. `rate_min,area_ids`): what a
   * partner's mail was read into (item/register-email-temporary), until a save clears them. Never public.
   */
  @Column({ type: 'varchar', length: 255, nullable: true })
  guessedFields!: string | null;

  /** Staff's note on the listing (社内メモ: the partner's mail a draft was read from, its period…). Never public. */
  @Column({ type: 'text', nullable: true })
  internalNote!: string | null;

  /** Optimistic concurrency of staff edits (admin-resource toolkit): a save of an older version is refused. */
  @VersionColumn({ default: 1 })
  version!: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;

  @DeleteDateColumn({ type: 'datetime', nullable: true })
  deletedAt!: Date | null;

  @ManyToMany(() => AreaEntity)
  @JoinTable({
    name: 'item_areas',
    joinColumn: { name: 'item_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'area_id', referencedColumnName: 'id' },
  })
  areas?: Relation<AreaEntity>[];

  @OneToMany(() => ItemTagEntity, (itemTag) => itemTag.item)
  itemTags?: Relation<ItemTagEntity>[];
}
