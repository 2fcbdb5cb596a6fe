import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ItemAreaDto, ItemCardDto, ItemTagDto } from '../../dto/item-card.dto';
import { ToIntArray } from '../../dto/query-helpers';
import { Fold } from '../../../../common/text/fold.decorator';

export class IdNameDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: '金融' }) name!: string;
}

/** GET /api/front/item/get-item-detail/{id}. Rates are yen per month. */
export class ItemDetailDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: Number, nullable: true, description: '単価の下限（円/月）', example: 600000 }) rate_min!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '単価の上限（円/月）', example: 800000 }) rate_max!: number | null;
  @ApiProperty({ example: '〜80万円/月' }) rate_detail!: string;
  @ApiProperty({ type: [ItemAreaDto] }) areas!: ItemAreaDto[];
  @ApiProperty({ type: String, nullable: true }) area_detail!: string | null;
  @ApiProperty({ type: IdNameDto, nullable: true, description: '業界' }) biz_category!: IdNameDto | null;
  @ApiProperty({ type: String, nullable: true }) system_type!: string | null;
  @ApiProperty({ type: String, nullable: true }) job_type!: string | null;
  @ApiProperty({ type: String, nullable: true }) must_have_requirements!: string | null;
  @ApiProperty({ type: String, nullable: true }) nice_to_have_requirements!: string | null;
  @ApiProperty({ type: String, nullable: true }) detail!: string | null;
  @ApiProperty({ enum: [0, 1, 2], description: '0 常駐, 1 一部リモート, 2 フルリモート' }) remote_level!: number;
  @ApiProperty({ example: 'フルリモート' }) remote_label!: string;
  @ApiProperty({ type: Number, nullable: true }) weekly_days_min!: number | null;
  @ApiProperty({ type: Number, nullable: true }) weekly_days_max!: number | null;
  @ApiProperty({ type: String, nullable: true }) working_hours!: string | null;
  @ApiProperty({ type: String, nullable: true }) settlement_range!: string | null;
  @ApiProperty({ type: Number, nullable: true }) interview_count!: number | null;
  @ApiProperty({ type: IdNameDto, nullable: true }) contract_type!: IdNameDto | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) start_date!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'クライアント企業名（null: 非公開。構造化データの採用企業と同じ）' }) client_name!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: '募集終了予定日（スタッフが設定した場合のみ）' }) closes_on!: string | null;
  @ApiProperty({ enum: ['published', 'ended'] }) status!: 'published' | 'ended';
  @ApiProperty() is_ended!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ended_at!: string | null;
  @ApiProperty({ type: [ItemTagDto], description: 'すべてのタグ' }) tags!: ItemTagDto[];
  @ApiProperty({ description: '公開から7日以内' }) is_new!: boolean;
}

export class RecommendedItemsQueryDto {
  @ApiProperty({ description: '基準の案件ID' })
  @Fold('number')
  @IsInt()
  @Min(1)
  item_id!: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 20, default: 6 })
  @IsOptional()
  @Fold('number')
  @IsInt()
  @Min(1)
  @Max(20)
  limit?: number;
}

export class UnderConsiderationQueryDto {
  @ApiPropertyOptional({ type: [Number], description: '案件ID（繰り返し指定, 最大100件）。この順に返す' })
  @IsOptional()
  @ToIntArray()
  @IsArray()
  @ArrayMaxSize(100)
  @IsInt({ each: true })
  @Min(1, { each: true })
  ids?: number[];
}

export class ItemCardsResponseDto {
  @ApiProperty({ type: [ItemCardDto] }) items!: ItemCardDto[];
}
