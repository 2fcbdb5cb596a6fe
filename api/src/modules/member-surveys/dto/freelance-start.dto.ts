import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { AdminEditedRecordDto, OptionalJapanDay, PagedResponse } from '../../../common/admin-resource';
import { CURRENT_STATUS_LABELS, type CurrentStatus, START_TIMING_LABELS, type StartTiming } from '../entities/freelance-start.entity';
import { SurveyRecordMetaDto, SurveyRecordRowDto, SurveySearchQuery } from './survey-record.dto';
import { ChoiceField, OptionalChoiceField, OptionalTextField, SURVEY_NOTE_MAX } from './survey-fields';

export const FREELANCE_START_SORTS = ['answered_at', 'id', 'start_timing', 'available_from'] as const;
export type FreelanceStartSort = (typeof FREELANCE_START_SORTS)[number];

const EXPERIENCE_LABELS = { 1: 'あり', 0: 'なし' };

/** フリーランス準備アンケート: the member's answer (front survey/freelance-start) and what staff correct (freelancestart/edit). */
export class FreelanceStartAnswerDto {
  @ChoiceField('参画を始められる時期', START_TIMING_LABELS, '始められる時期を選んでください')
  start_timing!: StartTiming;

  @OptionalChoiceField('現在の状況', CURRENT_STATUS_LABELS, '現在の状況を選んでください')
  current_status?: CurrentStatus | null;

  @ApiProperty({ description: 'フリーランスとして働いた経験があるか' })
  @ValidateBy({ name: 'isExperienceAnswer', validator: { validate: (value) => typeof value === 'boolean', defaultMessage: () => 'フリーランス経験の有無を選んでください' } })
  has_freelance_experience!: boolean;

  @OptionalJapanDay('参画できる最も早い日（null は未定）')
  available_from?: string | null;

  @OptionalTextField('その他・ご相談したいこと', SURVEY_NOTE_MAX)
  note?: string | null;
}

/** POST freelancestart/edit: staff correct an answer read at `version` (answers are created by members only). */
export class FreelanceStartEditBodyDto extends IntersectionType(AdminEditedRecordDto, FreelanceStartAnswerDto) {}

/** GET freelancestart/search. */
export class FreelanceStartSearchQueryDto extends SurveySearchQuery(FREELANCE_START_SORTS, { sort: 'answered_at', order: 'desc' }, 'その他・ご相談') {
  @OptionalChoiceField('参画を始められる時期', START_TIMING_LABELS, '始められる時期を選んでください')
  start_timing?: StartTiming;

  @OptionalChoiceField('現在の状況', CURRENT_STATUS_LABELS, '現在の状況を選んでください')
  current_status?: CurrentStatus;

  @OptionalChoiceField('フリーランス経験', EXPERIENCE_LABELS, 'フリーランス経験の有無を選んでください')
  has_freelance_experience?: 0 | 1;
}

export class FreelanceStartFieldsDto {
  @ApiProperty({ enum: Object.keys(START_TIMING_LABELS).map(Number) }) start_timing!: StartTiming;
  @ApiProperty({ example: '1ヶ月以内' }) start_timing_label!: string;
  @ApiProperty({ type: Number, nullable: true, enum: Object.keys(CURRENT_STATUS_LABELS).map(Number) }) current_status!: CurrentStatus | null;
  @ApiProperty({ type: String, nullable: true, example: '会社員' }) current_status_label!: string | null;
  @ApiProperty() has_freelance_experience!: boolean;
  @ApiProperty({ type: String, format: 'date', nullable: true }) available_from!: string | null;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
}

export class FreelanceStartRowDto extends IntersectionType(SurveyRecordRowDto, FreelanceStartFieldsDto) {}
export class FreelanceStartSearchResponseDto extends PagedResponse(FreelanceStartRowDto) {}
export class FreelanceStartDetailDto extends IntersectionType(FreelanceStartRowDto, SurveyRecordMetaDto) {}

/** GET /api/front/survey/freelance-start: the member's current answer, or null before the first one. */
export class MyFreelanceStartDto {
  @ApiProperty({ type: FreelanceStartFieldsDto, nullable: true }) answer!: FreelanceStartFieldsDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: '最後に回答した日時' }) answered_at!: string | null;
}
