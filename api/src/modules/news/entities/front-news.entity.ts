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
 * Public announcements (/front-news/detail/{id}), written by staff (SPEC §7 `front-news/*`). SPEC §4: soft
 * delete and restore (comeback).
 */
@Entity('front_news')
@Index(['publishedAt'])
export class FrontNewsEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  title!: string;

  /** Text or HTML written by staff (HTML cleaned on save: newsBodyToStore). */
  @Column({ type: 'text' })
  body!: string;

  /** Visible from this time on (publication-status.ts); null = draft. */
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
