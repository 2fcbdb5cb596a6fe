import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MemberEntity, type MemberProgress } from './member.entity';

/**
 * One move of a member's progress (SPEC §4) by staff (member/update-status): the history member/detail-progress
 * shows — who moved it, from what, to what, when. The staff member is kept by id and by name as it was (like the
 * audit log), so the history still reads right after the account is renamed or removed.
 */
@Entity('member_progress_changes')
@Index('IDX_member_progress_changes_member_changed', ['memberId', 'changedAt'])
export class MemberProgressChangeEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  memberId!: number;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'FK_member_progress_changes_member' })
  member?: Relation<MemberEntity>;

  @Column({ type: 'int' })
  fromProgress!: MemberProgress;

  @Column({ type: 'int' })
  toProgress!: MemberProgress;

  @Column({ type: 'int' })
  staffId!: number;

  @Column({ type: 'varchar', length: 100 })
  staffName!: string;

  @CreateDateColumn({ type: 'datetime' })
  changedAt!: Date;
}
