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
import { ItemEntity } from '../../items/entities/item.entity';

/** Links a listing to an external column article (wordpress/get-related-column). Soft delete (SPEC §4). */
@Entity('column_connects')
export class ColumnConnectEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  itemId!: number;

  @ManyToOne(() => ItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: Relation<ItemEntity>;

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
