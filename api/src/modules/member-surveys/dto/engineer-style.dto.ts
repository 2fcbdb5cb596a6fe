import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { AdminEditedRecordDto, PagedResponse } from '../../../common/admin-resource';
import { Fold } from '../../../common/text/fold.decorator';
import { WORK_STYLE_LABELS, type WorkStyle } from '../entities/engineer-style.entity';
import { SurveyRecordMetaDto, SurveyRecordRowDto, SurveySearchQuery } from './survey-record.dto';
import { ChoiceField, OptionalChoiceField, OptionalIntField, OptionalTextField, SURVEY_NOTE_MAX } from './survey-fields';

export const ENGINEER_STYLE_SORTS = ['answered_at', 'id', 'desired_rate', 'experience_years', 'work_style'] as const;
export type EngineerStyleSort = (typeof ENGINEER_STYLE_SORTS)[number];

/** Yen per month; the form asks in 万円 (10万〜500万), as the profile's desired rate. */
export const DESIRED_RATE_MIN = 100_000;
export const DESIRED_RATE_MAX = 5_000_000;
const RATE_MESSAGE = '希望単価は10万円〜500万円の範囲で入力してください';

/** 働き方アンケート: the member's answer (front survey/engineer-style) and what staff correct (engineerstyle/edit). */
export class EngineerStyleAnswerDto {
  @ChoiceField('希望する働き方', WORK_STYLE_LABELS, '希望する働き方を選んでください')
  work_style!: WorkStyle;

  @OptionalIntField('希望する稼働日数（週）', 1, 5, 5)
  desired_weekly_days?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: DESIRED_RATE_MIN, maximum: DESIRED_RATE_MAX, description: '希望単価（円/月、10万〜500万。null は未回答）', example: 700000 })
  @IsOptional()
  @Fold('number')
  @ValidateBy({
    name: 'isDesiredRate',
    validator: { validate: (value) => Number.isInteger(value) && (value as number) >= DESIRED_RATE_MIN && (value as number) <= DESIRED_RATE_MAX, defaultMessage: () => RATE_MESSAGE },
  })
  desired_rate?: number | null;

  @OptionalIntField('エンジニアとしての経験年数', 0, 50, 5)
  experience_years?: number | null;

  @OptionalTextField('希望するポジション・エリアなど', 255, 'バックエンド中心、東京都内またはリモート')
  preferences?: string | null;

  @OptionalTextField('その他・ご要望', SURVEY_NOTE_MAX)
  note?: string | null;
}

/** POST engineerstyle/edit: staff correct an answer read at `version` (answers are created by members only). */
export class EngineerStyleEditBodyDto extends IntersectionType(AdminEditedRecordDto, EngineerStyleAnswerDto) {}

/** GET engineerstyle/search. */
export class EngineerStyleSearchQueryDto extends SurveySearchQuery(ENGINEER_STYLE_SORTS, { sort: 'answered_at', order: 'desc' }, '希望ポジション・エリア、その他') {
  @OptionalChoiceField('希望する働き方', WORK_STYLE_LABELS, '希望する働き方を選んでください')
  work_style?: WorkStyle;
}

/** The answer's own fields as the API shows them (member side and staff side alike). */
export class EngineerStyleFieldsDto {
  @ApiProperty({ enum: Object.keys(WORK_STYLE_LABELS).map(Number) }) work_style!: WorkStyle;
  @ApiProperty({ example: 'ハイブリッド希望' }) work_style_label!: string;
  @ApiProperty({ type: Number, nullable: true }) desired_weekly_days!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '円/月' }) desired_rate!: number | null;
  @ApiProperty({ type: Number, nullable: true }) experience_years!: number | null;
  @ApiProperty({ type: String, nullable: true }) preferences!: string | null;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
}

export class EngineerStyleRowDto extends IntersectionType(SurveyRecordRowDto, EngineerStyleFieldsDto) {}
export class EngineerStyleSearchResponseDto extends PagedResponse(EngineerStyleRowDto) {}
export class EngineerStyleDetailDto extends IntersectionType(EngineerStyleRowDto, SurveyRecordMetaDto) {}

/** GET /api/front/survey/engineer-style: the member's current answer, or null before the first one. */
export class MyEngineerStyleDto {
  @ApiProperty({ type: EngineerStyleFieldsDto, nullable: true }) answer!: EngineerStyleFieldsDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: '最後に回答した日時' }) answered_at!: string | null;
}
