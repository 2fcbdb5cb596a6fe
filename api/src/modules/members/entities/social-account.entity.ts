import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { MemberEntity } from './member.entity';

/** SPEC §3 social account type. */
export const SocialAccountType = { Twitter: 1, Facebook: 2, Github: 3, Google: 4 } as const;
export type SocialAccountType = (typeof SocialAccountType)[keyof typeof SocialAccountType];
export const SOCIAL_ACCOUNT_TYPE_LABELS: Record<SocialAccountType, string> = {
  1: 'Twitter',
  2: 'Facebook',
  3: 'GitHub',
  4: 'Google',
};

/** A social login linked to a member (socialaccount/* and member-social-account-login). */
@Entity('social_accounts')
@Index(['type', 'providerUserId'], { unique: true })
export class SocialAccountEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  memberId!: number;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: Relation<MemberEntity>;

  @Column({ type: 'int' })
  type!: SocialAccountType;

  /** The provider's user id (the "sub" / uid). */
  @Column({ type: 'varchar', length: 191 })
  providerUserId!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
