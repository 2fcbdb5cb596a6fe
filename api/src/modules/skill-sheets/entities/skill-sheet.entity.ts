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

  /**
   * The staff member who uploaded it for the member (user/admin-upload); null when the member did. The name is
   * kept as it was, like the audit log's, so the list reads the same after the account is renamed or removed.
   */
  @Column({ type: 'int', nullable: true })
  uploadedByStaffId!: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  uploadedByStaffName!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @DeleteDateColumn({ type: 'datetime', nullable: true })
  deletedAt!: Date | null;
}
