import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Column views per Japanese day and column URL (SPEC §7 top/user-browse-column-access-info). The columns are
 * articles on the outside WordPress site (issue 11), so what the site can count is a visitor opening a
 * column link it shows (record-column-view); one per visitor, URL and day, crawlers left out.
 */
@Entity('column_views')
@Index('IDX_column_views_day', ['day'])
export class ColumnViewEntity {
  /** YYYY-MM-DD, Japan's calendar day of the views. */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 500 })
  url!: string;

  @Column({ type: 'int', default: 0 })
  views!: number;
}
