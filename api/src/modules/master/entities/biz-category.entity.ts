import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Industry of a listing (SPEC §3 biz_category_name.name), e.g. 金融, 通信, Web・インターネット. */
@Entity('biz_categories')
export class BizCategoryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  @Column({ type: 'int', default: 0 })
  sortOrder!: number;
}
