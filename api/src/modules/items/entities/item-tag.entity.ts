import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TagEntity } from '../../tags/entities/tag.entity';
import { ItemEntity } from './item.entity';

/**
 * Item ↔ tag link as an explicit entity so repositories can join and filter on it
 * (tag pages: item_tags(tag_id, item_id) → items). sortOrder keeps the display order (cards show 5).
 */
@Entity('item_tags')
@Index(['tagId', 'itemId'])
export class ItemTagEntity {
  @PrimaryColumn({ type: 'int' })
  itemId!: number;

  @PrimaryColumn({ type: 'int' })
  tagId!: number;

  @Column({ type: 'int', default: 0 })
  sortOrder!: number;

  @ManyToOne(() => ItemEntity, (item) => item.itemTags, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: Relation<ItemEntity>;

  @ManyToOne(() => TagEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id' })
  tag?: Relation<TagEntity>;
}
