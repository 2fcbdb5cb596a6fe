import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * make-request-to-introduce (/introduce, friend-referral campaign): a member's referral link carries their
 * id sealed (encrypt-user-id); whoever fills the form names the friend to be introduced. Staff follow up.
 */
@Entity('introduce_requests')
export class IntroduceRequestEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The referring member (from the sealed id of the link), null when the form was opened without one. */
  @Index()
  @Column({ type: 'int', nullable: true })
  referrerMemberId!: number | null;

  /** The person introduced. */
  @Column({ type: 'varchar', length: 50 })
  name!: string;

  @Column({ type: 'varchar', length: 50 })
  nameKana!: string;

  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  tel!: string | null;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ip!: string | null;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 191, nullable: true })
  idempotencyKey!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
