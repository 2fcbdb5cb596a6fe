import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AdminSearchQuery, OptionalJapanDay, type SortOrder } from '../../../common/admin-resource';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** What a row of either questionnaire's staff list shows besides its own fields: who answered, and when. */
export class SurveyRecordRowDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: '回答した会員の ID（会員詳細 /admin/member/edit/{member_id}）' }) member_id!: number;
  @ApiProperty({ type: String, nullable: true, example: '山田 太郎', description: '会員の氏名（退会済みは null）' }) member_name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'taro@example.com', description: '会員のメールアドレス（退会済みは null）' }) member_email!: string | null;
  @ApiProperty({ format: 'date-time', description: '会員が最後に回答した日時（スタッフの修正では変わりません）' }) answered_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deleted_at!: string | null;
}

/** What a detail of either questionnaire adds: the version an edit sends back, and the first answer's time. */
export class SurveyRecordMetaDto {
  @ApiProperty({ description: '編集の保存時にそのまま送る版番号' }) version!: number;
  @ApiProperty({ format: 'date-time', description: '最初に回答した日時' }) created_at!: string;
}

/**
 * The base of either questionnaire's `…/search` query: `keyword` (every word in the member's name, kana or
 * e-mail or in the answer's text), the answered-day range and the sorts the questionnaire declares. Answers
 * staff deleted are not listed (SPEC has no restore for them; detail/{id} still shows one).
 */
export function SurveySearchQuery<S extends string>(sorts: readonly S[], defaults: { sort: S; order: SortOrder }, keywordText: string) {
  class SurveySearchQueryDto extends AdminSearchQuery(sorts, defaults) {
    @ApiPropertyOptional({ maxLength: 200, description: `キーワード（会員の氏名・フリガナ・メールアドレス、${keywordText}。空白で区切った語をすべて含む）` })
    @IsOptional()
    @IsString()
    @MaxLength(200)
    keyword?: string;

    @OptionalJapanDay('回答日がこの日以降')
    answered_from?: string;

    @OptionalJapanDay('回答日がこの日まで')
    answered_to?: string;
  }
  return SurveySearchQueryDto;
}
