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
import { TagEntity } from '../../tags/entities/tag.entity';

/** Links a tag page to an external column article. Soft delete (SPEC §4). */
@Entity('column_tag_connects')
export class ColumnTagConnectEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  tagId!: number;

  @ManyToOne(() => TagEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id' })
  tag?: Relation<TagEntity>;

  @Column({ type: 'varchar', length: 500 })
  columnUrl!: string;

  @Column({ type: 'varchar', length: 255 })
  title!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;

  @DeleteDateColumn({ type: 'datetime', nullable: true })
  deletedAt!: Date | null;

  /** Optimistic concurrency of staff edits (admin-resource toolkit): +1 on every write. */
  @VersionColumn({ default: 1 })
  version!: number;
}
