import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { OwnMemberIdField } from '../../auth/own-member-id';
import { ItemCardDto, ItemTagDto } from '../../items/dto/item-card.dto';
import { SearchItemsQueryDto } from '../../items/search/dto/search-items.query.dto';
import { SearchFacetsDto } from '../../items/search/dto/search-result.dto';
import { MIN_ESTIMATE_LISTINGS } from '../../items/market-price/market-price.service';
import { OptionalLimit } from '../../../common/validation/limit.decorator';

export const MATCHING_SORTS = ['match', 'new', 'rate'] as const;
export type MatchingSort = (typeof MATCHING_SORTS)[number];

export class MatchInfoDto {
  @ApiProperty({ type: [ItemTagDto], description: '案件が求めるスキルのうち、会員のスキルと一致したもの（経験年数の長い順）' })
  matched_skills!: ItemTagDto[];

  @ApiProperty({ type: [String], example: ['Java・Spring Boot が一致', '希望単価（75万円）以上'], description: 'マッチした理由（表示用）' })
  reasons!: string[];
}

export class MatchedItemCardDto extends ItemCardDto {
  @ApiProperty({ type: MatchInfoDto }) match!: MatchInfoDto;
}

export class MemberSkillTagDto extends ItemTagDto {
  @ApiProperty({ type: Number, nullable: true, example: 5, description: '経験年数（未入力は null）' }) experience_years!: number | null;
}

/** What both matching answers say about the member. */
class MatchingMemberDto {
  @ApiProperty({ description: 'スキルが登録されているか（false のときは案件なし。スキル登録を案内する）' })
  has_skills!: boolean;

  @ApiProperty({ type: [MemberSkillTagDto], description: '会員のスキル（経験年数の長い順）' })
  skills!: MemberSkillTagDto[];
}

export class SkillMatchingListQueryDto {
  @OwnMemberIdField()
  user_id?: number;

  @OptionalLimit(10)
  limit?: number;
}

export class SkillMatchingListResponseDto extends MatchingMemberDto {
  @ApiProperty({ type: [MatchedItemCardDto], description: 'マッチ度の高い順' }) items!: MatchedItemCardDto[];
  @ApiProperty({ description: 'マッチした公開中の案件の総数' }) total!: number;
}

/** /item/search's filters (same names and rules), the member's optional id, and the match order. */
export class SkillMatchingSearchQueryDto extends OmitType(SearchItemsQueryDto, ['sort'] as const) {
  @OwnMemberIdField()
  user_id?: number;

  @ApiPropertyOptional({ enum: MATCHING_SORTS, default: 'match', description: 'match: マッチ度順, new: 新着順, rate: 単価の高い順' })
  @IsOptional()
  @IsIn(MATCHING_SORTS)
  sort?: MatchingSort;
}

export class SkillMatchingSearchResultDto extends MatchingMemberDto {
  @ApiProperty({ type: [MatchedItemCardDto] }) items!: MatchedItemCardDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() per_page!: number;
  @ApiProperty({ description: '最終ページ（0件のときは1）' }) last_page!: number;
  @ApiProperty({ type: SearchFacetsDto, description: 'マッチした案件に対する件数（/item/search と同じ数え方）' }) facets!: SearchFacetsDto;
}

export class MarketRateQueryDto {
  @OwnMemberIdField()
  user_id?: number;
}

export class MarketRateEstimateResponseDto extends MatchingMemberDto {
  @ApiProperty({ description: '算出に使った、会員のスキルのいずれかを求める公開中の案件（単価の記載あり）の数' }) count!: number;

  @ApiProperty({ description: `count が ${MIN_ESTIMATE_LISTINGS} 件以上のとき true。false のときは金額を示さない（信頼できる推定ではない）` })
  reliable!: boolean;

  @ApiProperty({ type: Number, nullable: true, example: 720000, description: '想定月額単価の中央値（円, 千円単位）' }) median!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 650000, description: '第1四分位（円）' }) lower_quartile!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 800000, description: '第3四分位（円）' }) upper_quartile!: number | null;
  @ApiProperty({ example: 20, description: '推定に必要な最少件数' }) min_listings!: number;
}
