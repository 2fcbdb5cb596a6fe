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
  type Relation,
} from 'typeorm';
import { ItemEntity } from '../../items/entities/item.entity';
import { MemberEntity } from '../../members/entities/member.entity';
import { SkillSheetEntity } from '../../skill-sheets/entities/skill-sheet.entity';

/** SPEC §3/§4 entry validity (「エントリーステータス」): staff toggle between valid and invalid. */
export const EntryValidity = { Valid: 0, Invalid: 1 } as const;
export type EntryValidity = (typeof EntryValidity)[keyof typeof EntryValidity];
export const ENTRY_VALIDITY_LABELS: Record<EntryValidity, string> = { 0: '有効', 1: '無効' };

/**
 * The progress of an application as the member sees it on /user/entry (issue 13). Staff move it in the
 * back office; the member may only withdraw (辞退) while it is still エントリー済み. Every change is kept in
 * `entry_status_histories`.
 */
export const EntryStatus = {
  Applied: 'applied',
  Screening: 'screening',
  Interview: 'interview',
  ResultSent: 'result_sent',
  Withdrawn: 'withdrawn',
} as const;
export type EntryStatus = (typeof EntryStatus)[keyof typeof EntryStatus];
export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = {
  applied: 'エントリー済み',
  screening: '書類選考中',
  interview: '面談調整中',
  result_sent: '結果連絡済み',
  withdrawn: '辞退',
};
export const ENTRY_STATUSES = Object.values(EntryStatus);

/**
 * An application of a member to a listing (/entry/{id}).
 *
 * One current entry per member and listing: `active` is 1 while the entry is valid and not withdrawn and
 * NULL otherwise, and (member_id, item_id, active) is unique — MariaDB has no partial unique index, and
 * NULLs never collide, so an invalidated or withdrawn entry may be followed by a new one while two tabs or
 * a double click can never store two current ones.
 */
@Entity('entries')
@Index('UQ_entries_member_item_active', ['memberId', 'itemId', 'active'], { unique: true })
@Index(['createdAt'])
export class EntryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  memberId!: number;

  @Index()
  @Column({ type: 'int' })
  itemId!: number;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: Relation<MemberEntity>;

  @ManyToOne(() => ItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: Relation<ItemEntity>;

  /** SPEC §3 validity (valid=0 / invalid=1), set by staff. */
  @Column({ type: 'int', default: EntryValidity.Valid })
  validity!: EntryValidity;

  /** The status the member sees (EntryStatus); its changes are in entry_status_histories. */
  @Column({ type: 'varchar', length: 20, default: EntryStatus.Applied })
  status!: EntryStatus;

  /** 1 while valid and not withdrawn, else NULL: the slot of the unique key above. */
  @Column({ type: 'int', nullable: true, default: 1 })
  active!: 1 | null;

  /** Message to staff written on the entry form (≤2000). */
  @Column({ type: 'text', nullable: true })
  message!: string | null;

  /** Desired start date 'YYYY-MM-DD', if given. */
  @Column({ type: 'date', nullable: true })
  desiredStartDate!: string | null;

  /** Skill sheet submitted with the entry, if any. */
  @Column({ type: 'int', nullable: true })
  skillSheetId!: number | null;

  @ManyToOne(() => SkillSheetEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'skill_sheet_id' })
  skillSheet?: Relation<SkillSheetEntity> | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;

  /**
   * Deleted by staff (entry/delete): gone from the back office's lists and the member's history, its slot
   * freed (active NULL); the row and its status history stay for the audit trail.
   */
  @DeleteDateColumn({ type: 'datetime', nullable: true })
  deletedAt!: Date | null;
}
