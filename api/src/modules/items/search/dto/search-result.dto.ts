import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TagCountDto } from '../../../tags/dto/tag.dto';
import { ItemCardDto, ItemTagDto } from '../../dto/item-card.dto';

export class SearchFacetAreaDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: '東京都' }) name!: string;
  @ApiProperty() count!: number;
}

export class SearchFacetRemoteDto {
  @ApiProperty({ enum: [0, 1, 2] }) value!: number;
  @ApiProperty({ example: 'フルリモート' }) label!: string;
  @ApiProperty() count!: number;
}

export class SearchFacetContractTypeDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: '業務委託（準委任）' }) name!: string;
  @ApiProperty() count!: number;
}

export class SearchFacetWeeklyDaysDto {
  @ApiProperty({ minimum: 1, maximum: 5 }) value!: number;
  @ApiProperty({ example: '週3日以下' }) label!: string;
  @ApiProperty({ description: '最低稼働日数がこの日数以下の案件数' }) count!: number;
}

/** Counts over the current result set (every filter applied, including the facet's own). */
export class SearchFacetsDto {
  @ApiProperty({ type: [TagCountDto], description: '結果に多いタグ（上位30件）' }) tags!: TagCountDto[];
  @ApiProperty({ type: [SearchFacetAreaDto] }) areas!: SearchFacetAreaDto[];
  @ApiProperty({ type: [SearchFacetRemoteDto] }) remote!: SearchFacetRemoteDto[];
  @ApiProperty({ type: [SearchFacetContractTypeDto] }) contract_types!: SearchFacetContractTypeDto[];
  @ApiProperty({ type: [SearchFacetWeeklyDaysDto] }) weekly_days!: SearchFacetWeeklyDaysDto[];
  @ApiProperty({ description: '公開から7日以内の案件数' }) new_count!: number;
}

export class SearchResultDto {
  @ApiProperty({ type: [ItemCardDto] }) items!: ItemCardDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() per_page!: number;
  @ApiProperty({ description: '最終ページ（0件のときは1）' }) last_page!: number;
  @ApiProperty({ type: SearchFacetsDto, description: '現在の検索結果に対する件数（各ファセット自身の絞り込みも適用済み）' })
  facets!: SearchFacetsDto;
}

export class TagSearchResultDto extends SearchResultDto {
  @ApiProperty({ type: ItemTagDto }) tag!: ItemTagDto;
  @ApiPropertyOptional({ enum: ['error--nothing-item'], description: 'タグに公開中の案件が1件もないとき' })
  message?: 'error--nothing-item';
  @ApiPropertyOptional({ type: [ItemCardDto], description: 'message があるとき: そのタグの過去の終了案件（最大10件、終了の新しい順）' })
  ended_items?: ItemCardDto[];
}

export class TagCountListResponseDto {
  @ApiProperty({ type: [TagCountDto] }) tags!: TagCountDto[];
}
