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

/** How the member wants to work. */
export const WorkStyle = { OnSite: 1, Hybrid: 2, FullRemote: 3, Any: 4 } as const;
export type WorkStyle = (typeof WorkStyle)[keyof typeof WorkStyle];
export const WORK_STYLE_LABELS: Record<WorkStyle, string> = {
  1: '常駐希望',
  2: 'ハイブリッド希望',
  3: 'フルリモート希望',
  4: 'こだわらない',
};

/**
 * A member's answer about their working style (admin "engineerstyle": search, detail, edit, delete).
 * Rates are yen per month.
 */
@Entity('engineer_styles')
export class EngineerStyleEntity {
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
  workStyle!: WorkStyle;

  @Column({ type: 'int', nullable: true })
  desiredWeeklyDays!: number | null;

  @Column({ type: 'int', nullable: true })
  desiredRate!: number | null;

  /** Years of experience as an engineer. */
  @Column({ type: 'int', nullable: true })
  experienceYears!: number | null;

  /** Wished positions / areas in free text, e.g. 「バックエンド、東京都内」. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  preferences!: string | null;

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
