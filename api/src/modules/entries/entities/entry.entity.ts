import {
  Column,
  CreateDateColumn,
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

/** SPEC §3/§4 entry status; staff toggle between valid and invalid. */
export const EntryStatus = { Valid: 0, Invalid: 1 } as const;
export type EntryStatus = (typeof EntryStatus)[keyof typeof EntryStatus];
export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = { 0: '有効', 1: '無効' };

/**
 * An application of a member to a listing (/entry/{id}). (memberId, itemId) is indexed but not unique:
 * an invalidated entry may be followed by a new one; the service refuses a second valid entry.
 */
@Entity('entries')
@Index(['memberId', 'itemId'])
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

  @Column({ type: 'int', default: EntryStatus.Valid })
  status!: EntryStatus;

  /** Message to staff written on the entry form. */
  @Column({ type: 'text', nullable: true })
  message!: string | null;

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
}
