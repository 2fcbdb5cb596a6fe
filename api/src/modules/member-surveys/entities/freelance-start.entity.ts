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
import { MemberEntity } from '../../members/entities/member.entity';

/** When the member can start. */
export const StartTiming = { Immediately: 1, WithinOneMonth: 2, WithinThreeMonths: 3, WithinSixMonths: 4, Undecided: 5 } as const;
export type StartTiming = (typeof StartTiming)[keyof typeof StartTiming];
export const START_TIMING_LABELS: Record<StartTiming, string> = {
  1: 'すぐにでも',
  2: '1ヶ月以内',
  3: '3ヶ月以内',
  4: '半年以内',
  5: '未定',
};

/** The member's current situation. */
export const CurrentStatus = { Employee: 1, Freelance: 2, BetweenJobs: 3, Student: 4, Other: 5 } as const;
export type CurrentStatus = (typeof CurrentStatus)[keyof typeof CurrentStatus];
export const CURRENT_STATUS_LABELS: Record<CurrentStatus, string> = {
  1: '会社員',
  2: 'フリーランス',
  3: '離職中',
  4: '学生',
  5: 'その他',
};

/** A member's answer about starting freelance work (admin "freelancestart": search, detail, edit, delete). */
@Entity('freelance_starts')
export class FreelanceStartEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** One answer per member, kept when staff delete it so that answering again brings the same record back. */
  @Index({ unique: true })
  @Column({ type: 'int' })
  memberId!: number;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: Relation<MemberEntity>;

  @Column({ type: 'int' })
  startTiming!: StartTiming;

  @Column({ type: 'int', nullable: true })
  currentStatus!: CurrentStatus | null;

  @Column({ type: 'boolean', default: false })
  hasFreelanceExperience!: boolean;

  /** Earliest start date if known. */
  @Column({ type: 'date', nullable: true })
  availableFrom!: string | null;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  /** When the member last sent the questionnaire (staff corrections leave it; updatedAt moves with them). */
  @Index()
  @Column({ type: 'datetime' })
  answeredAt!: Date;

  @VersionColumn({ default: 1 })
  version!: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;

  @DeleteDateColumn({ type: 'datetime', nullable: true })
  deletedAt!: Date | null;
}
