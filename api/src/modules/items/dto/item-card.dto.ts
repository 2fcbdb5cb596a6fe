import { ApiProperty } from '@nestjs/swagger';

export class ItemAreaDto {
  @ApiProperty({ example: 13 }) id!: number;
  @ApiProperty({ example: '東京都' }) name!: string;
}

export class ItemBizCategoryDto {
  @ApiProperty({ example: '金融' }) name!: string;
}

export class ItemTagDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Java' }) term!: string;
}

/** A listing card (SPEC §3 field names). */
export class ItemCardDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: '【Java】金融系Webシステム開発' }) name!: string;
  @ApiProperty({ example: '〜80万円/月' }) rate_detail!: string;
  @ApiProperty({ type: [ItemAreaDto], description: '勤務地（エリア）' }) get_area_by_id_and_id!: ItemAreaDto[];
  @ApiProperty({ type: String, nullable: true, example: '渋谷駅 徒歩5分' }) area_detail!: string | null;
  @ApiProperty({ type: ItemBizCategoryDto, nullable: true, description: '業界' }) biz_category_name!: ItemBizCategoryDto | null;
  @ApiProperty({ type: String, nullable: true, description: '必須スキル' }) must_have_requirements!: string | null;
  @ApiProperty({ type: String, nullable: true, description: '案件詳細（先頭のみ）' }) detail!: string | null;
  @ApiProperty({ type: [ItemTagDto], description: 'タグ（最大5件, SPEC §9）' }) tags!: ItemTagDto[];
  @ApiProperty({ example: 8, description: 'タグの総数（カードの「+N」表示用）' }) tag_count!: number;
  @ApiProperty({ example: 'フルリモート', description: 'リモート可否（常駐・一部リモート・フルリモート）' }) remote_label!: string;
  @ApiProperty({ type: Number, nullable: true, example: 3, description: '稼働日数/週（下限）' }) weekly_days_min!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 5, description: '稼働日数/週（上限）' }) weekly_days_max!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at!: string | null;
  @ApiProperty({ description: '公開から7日以内' }) is_new!: boolean;
  @ApiProperty({ description: '募集終了（検討中リストでのみ true になり得る）' }) is_ended!: boolean;
}

export class ItemCardListResponseDto {
  @ApiProperty({ type: [ItemCardDto] })
  items!: ItemCardDto[];
}
