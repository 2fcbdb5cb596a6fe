import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { PrefectureEntity } from '../../master/entities/prefecture.entity';
import { MemberSkillEntity } from './member-skill.entity';

export const Sex = { Male: 1, Female: 2, Other: 3 } as const;
export type Sex = (typeof Sex)[keyof typeof Sex];
export const SEX_LABELS: Record<Sex, string> = { 1: '男性', 2: '女性', 3: 'その他' };

export const EducationLevel = {
  JuniorHigh: 1,
  HighSchool: 2,
  Vocational: 3,
  JuniorCollege: 4,
  TechnicalCollege: 5,
  University: 6,
  Graduate: 7,
} as const;
export type EducationLevel = (typeof EducationLevel)[keyof typeof EducationLevel];
export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
  1: '中学校卒',
  2: '高等学校卒',
  3: '専門学校卒',
  4: '短期大学卒',
  5: '高等専門学校卒',
  6: '大学卒',
  7: '大学院卒',
};

/** Registration state: provisional until the e-mail link is followed (/user/regist/comp). */
export const AuthState = { Provisional: 0, Authenticated: 1 } as const;
export type AuthState = (typeof AuthState)[keyof typeof AuthState];

/** SPEC §4 member progress (staff sales status). */
export const MemberProgress = {
  NotCompatible: 0,
  Called: 1,
  InOperation: 5,
  Closed: 7,
  AnotherCompanyInOperation: 8,
  RequestingCounseling: 9,
  OperationAvailable: 10,
  CounselingBeingAdjusted: 11,
  OpenBusiness: 12,
} as const;
export type MemberProgress = (typeof MemberProgress)[keyof typeof MemberProgress];
export const MEMBER_PROGRESS_LABELS: Record<MemberProgress, string> = {
  0: '未対応',
  1: '電話済み',
  5: '稼働中',
  7: 'クローズ(営業停止)',
  8: '他社稼働中',
  9: 'カウンセリング希望',
  10: '稼働実績あり',
  11: 'カウンセリング調整中',
  12: '営業中',
};

/** SPEC §3 member impression rating. */
export const MemberImpression = { Black: 1, NotGood: 2, Normal: 3, Excellent: 4 } as const;
export type MemberImpression = (typeof MemberImpression)[keyof typeof MemberImpression];
export const MEMBER_IMPRESSION_LABELS: Record<MemberImpression, string> = {
  4: '優良',
  3: '普通',
  2: '要注意',
  1: 'ブラック',
};

/**
 * A registered engineer. SPEC §3: the member ID is the e-mail address (unique login id).
 * Tokens (authToken, passwordResetToken, emailChangeToken) hold a SHA-256 hex digest of the token sent
 * by mail, never the token itself. Withdrawal (/user/delete) is a soft delete (deletedAt); the service
 * should also rewrite `email` so the address can register again (the unique index covers deleted rows).
 */
@Entity('members')
@Index(['createdAt'])
@Index(['lastNameKana', 'firstNameKana'])
export class MemberEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  lastName!: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  firstName!: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  lastNameKana!: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  firstNameKana!: string;

  @Column({ type: 'int', nullable: true })
  sex!: Sex | null;

  /** YYYY-MM-DD (SPEC §5: at least 18, born 1940 or later). */
  @Column({ type: 'date', nullable: true })
  birthDate!: string | null;

  @Column({ type: 'int', nullable: true })
  educationLevel!: EducationLevel | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  nationality!: string | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  prefectureId!: number | null;

  @ManyToOne(() => PrefectureEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'prefecture_id' })
  prefecture?: Relation<PrefectureEntity> | null;

  /** Nearest station, e.g. 「渋谷駅」. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  station!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  tel!: string | null;

  /** Newsletter opt-in (SPEC §3 magazine_flag 1/0). */
  @Column({ type: 'boolean', default: false })
  magazineFlag!: boolean;

  /** Wished contract types: comma-joined contract_types ids, e.g. "1,3" (SPEC §3). */
  @Column({ type: 'varchar', length: 255, default: '' })
  contractTypes!: string;

  /** Desired monthly rate in yen (e.g. 700000), null when not stated (issue 12: used for matching later). */
  @Column({ type: 'int', nullable: true })
  desiredRate!: number | null;

  /** Desired way of working: the items module's remote levels (0 on site, 1 partly remote, 2 full remote), null for any. */
  @Column({ type: 'int', nullable: true })
  desiredRemoteLevel!: number | null;

  /** Desired work areas: comma-joined area ids (get-area list), '' for any. */
  @Column({ type: 'varchar', length: 255, default: '' })
  desiredAreaIds!: string;

  @Column({ type: 'int', default: AuthState.Provisional })
  authState!: AuthState;

  @Index()
  @Column({ type: 'varchar', length: 64, nullable: true })
  authToken!: string | null;

  @Column({ type: 'datetime', nullable: true })
  authTokenExpiresAt!: Date | null;

  @Index()
  @Column({ type: 'varchar', length: 64, nullable: true })
  passwordResetToken!: string | null;

  @Column({ type: 'datetime', nullable: true })
  passwordResetExpiresAt!: Date | null;

  /** New address waiting for confirmation (/user/edit/email → /user/edit/email/auth). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  pendingEmail!: string | null;

  @Index()
  @Column({ type: 'varchar', length: 64, nullable: true })
  emailChangeToken!: string | null;

  @Column({ type: 'datetime', nullable: true })
  emailChangeExpiresAt!: Date | null;

  @Index()
  @Column({ type: 'int', default: MemberProgress.NotCompatible })
  progress!: MemberProgress;

  @Column({ type: 'int', nullable: true })
  impression!: MemberImpression | null;

  /** Staff memo (update-memo). */
  @Column({ type: 'text', nullable: true })
  memo!: string | null;

  /** Staff note explaining the impression (impression-note-update). */
  @Column({ type: 'text', nullable: true })
  impressionNote!: string | null;

  @Column({ type: 'datetime', nullable: true })
  lastLoginAt!: Date | null;

  /** Part of every member token; bumped by logout, password/e-mail change and withdrawal (older tokens stop working). */
  @Column({ type: 'int', default: 0 })
  tokenVersion!: number;

  /**
   * Saves of the profile (staff's member/edit, the member's own update-user-info): the admin toolkit's stale
   * check. A plain column, not @VersionColumn, which TypeORM would bump on every UPDATE — logins, session
   * ends and staff notes would then make a staff edit form stale for nothing.
   */
  @Column({ type: 'int', default: 1 })
  version!: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;

  @DeleteDateColumn({ type: 'datetime', nullable: true })
  deletedAt!: Date | null;

  @OneToMany(() => MemberSkillEntity, (skill) => skill.member)
  skills?: Relation<MemberSkillEntity>[];
}
