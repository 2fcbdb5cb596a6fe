import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Listing views per Japanese day (the back office dashboard, SPEC §7 top/user-item-details-access-info):
 * the same counted visits as items.view_count (one per visitor, listing and day, crawlers left out), kept
 * per day because view_count is a running total. Written by ItemViewCounter's flush.
 */
@Entity('item_view_days')
@Index('IDX_item_view_days_day', ['day'])
export class ItemViewDayEntity {
  @PrimaryColumn({ type: 'int' })
  itemId!: number;

  /** YYYY-MM-DD, Japan's calendar day of the views. */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'int', default: 0 })
  views!: number;
}
