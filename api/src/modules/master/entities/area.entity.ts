import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { PrefectureEntity } from './prefecture.entity';

/**
 * A listing location shown on item cards (SPEC §3 get_area_by_id_and_id → list of { name }).
 * Decision: one area per prefecture (seeded with the same id and name as the prefecture, so
 * "rate range per prefecture" joins item_areas → areas.prefecture_id) plus non-geographic areas such as
 * 「リモート」 and 「海外」 whose prefectureId is null. The free text next to it is items.area_detail.
 */
@Entity('areas')
export class AreaEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  @Index()
  @Column({ type: 'int', nullable: true })
  prefectureId!: number | null;

  @ManyToOne(() => PrefectureEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'prefecture_id' })
  prefecture?: Relation<PrefectureEntity> | null;

  @Column({ type: 'int', default: 0 })
  sortOrder!: number;
}
