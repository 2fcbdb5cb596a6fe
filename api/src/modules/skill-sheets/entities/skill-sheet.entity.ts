import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';

/**
 * Metadata of an uploaded skill sheet. The file itself lives on disk under the upload directory as
 * `storedName` (random, unique); only originalName is shown and used as the download name.
 */
@Entity('skill_sheets')
export class SkillSheetEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  memberId!: number;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: Relation<MemberEntity>;

  @Column({ type: 'varchar', length: 255 })
  originalName!: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 191 })
  storedName!: string;

  @Column({ type: 'varchar', length: 150 })
  mimeType!: string;

  /** Size in bytes. */
  @Column({ type: 'int' })
  size!: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @DeleteDateColumn({ type: 'datetime', nullable: true })
  deletedAt!: Date | null;
}
