import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';

/**
 * One daily new-listing mail of a member (issue 13). (member_id, digest_date) is unique and the row is
 * written in the same transaction as the queued mail (the mail outbox): a second run the same day — after a
 * restart mid-run, or on another worker at the same moment — finds the key taken and mails nothing.
 */
@Entity('saved_search_digests')
@Index('UQ_saved_search_digests_member_date', ['memberId', 'digestDate'], { unique: true })
export class SavedSearchDigestEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  memberId!: number;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: Relation<MemberEntity>;

  /** The day in Japan ('YYYY-MM-DD') the mail belongs to. */
  @Column({ type: 'varchar', length: 10 })
  digestDate!: string;

  /** Listings in the mail (all sections). */
  @Column({ type: 'int' })
  itemCount!: number;

  /** What the mail lists, as JSON (DigestSection[]): rendered by the mail job, which carries only this row's id. */
  @Column({ type: 'text' })
  sections!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
