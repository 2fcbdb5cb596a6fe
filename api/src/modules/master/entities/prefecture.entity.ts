import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Japanese regions (地方) used to group prefectures; `PrefectureEntity.regionId` holds one of these. */
export const Region = {
  Hokkaido: 1,
  Tohoku: 2,
  Kanto: 3,
  Chubu: 4,
  Kinki: 5,
  Chugoku: 6,
  Shikoku: 7,
  KyushuOkinawa: 8,
} as const;
export type Region = (typeof Region)[keyof typeof Region];

export const REGION_LABELS: Record<Region, string> = {
  1: '北海道',
  2: '東北',
  3: '関東',
  4: '中部',
  5: '近畿',
  6: '中国',
  7: '四国',
  8: '九州・沖縄',
};

/**
 * The 47 prefectures. SPEC §3: members' prefecture_id indexes this list starting at 1, so ids are the
 * JIS X 0401 codes (1 北海道 … 13 東京都 … 47 沖縄県), assigned explicitly, never generated.
 */
@Entity('prefectures')
export class PrefectureEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: 10 })
  name!: string;

  /** Region (地方), see `Region`. */
  @Column({ type: 'int' })
  regionId!: Region;
}
