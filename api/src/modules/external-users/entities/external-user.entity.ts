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
import { MemberEntity } from '../../members/entities/member.entity';

/**
 * A person known from an external service (admin external-user: get-external-services, create,
 * is-existent-of-member, merge-existing-member-with-external-member). memberId is set once merged.
 */
@Entity('external_users')
@Index(['serviceName', 'externalId'], { unique: true })
export class ExternalUserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The partner service's key (external-services.ts: 'agent', 'job_board', 'referral', …). */
  @Column({ type: 'varchar', length: 50 })
  serviceName!: string;

  @Column({ type: 'varchar', length: 191 })
  externalId!: string;

  @Index()
  @Column({ type: 'varchar', length: 255, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name!: string | null;

  /** As the partner gave it, folded like a member's (digits and hyphens); matched against members by its digits. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  tel!: string | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  memberId!: number | null;

  @ManyToOne(() => MemberEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'member_id' })
  member?: Relation<MemberEntity> | null;

  @Column({ type: 'datetime', nullable: true })
  mergedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
