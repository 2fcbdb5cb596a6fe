import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';

/**
 * Staff notices (SPEC §7 `admin-news/*`; shown on the back office's dashboard, `top/news`). The public
 * announcements are front_news (FrontNewsEntity). SPEC §4: soft delete and restore (comeback).
 */
@Entity('news')
@Index(['publishedAt'])
export class NewsEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  title!: string;

  @Column({ type: 'text' })
  body!: string;

  /** Visible from this time on; null = draft. */
  @Column({ type: 'datetime', nullable: true })
  publishedAt!: Date | null;

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
