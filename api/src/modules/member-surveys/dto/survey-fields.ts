import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';

// The field rules of both questionnaires, written once for the member's answer and the staff's correction.

/** A free note of either questionnaire (a TEXT column; short enough for one screen). */
export const SURVEY_NOTE_MAX = 1000;

/** One of fixed codes; the message names none (the form offers them as choices). */
const IsChoice = (codes: readonly number[], message: string) =>
  ValidateBy({ name: 'isSurveyChoice', validator: { validate: (value) => codes.includes(value as number), defaultMessage: () => message } });

/** A required choice among `labels` (code → Japanese label), e.g. the working style. */
export const ChoiceField = (description: string, labels: Record<number, string>, message: string) =>
  applyDecorators(
    ApiProperty({ enum: Object.keys(labels).map(Number), description: `${description}（${Object.entries(labels).map(([code, label]) => `${code}: ${label}`).join('、')}）` }),
    Fold('number'),
    IsChoice(Object.keys(labels).map(Number), message),
  );

/** An optional choice: null or absent is 「未回答」. */
export const OptionalChoiceField = (description: string, labels: Record<number, string>, message: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      enum: Object.keys(labels).map(Number),
      description: `${description}（${Object.entries(labels).map(([code, label]) => `${code}: ${label}`).join('、')}。null は未回答）`,
    }),
    IsOptional(),
    Fold('number'),
    IsChoice(Object.keys(labels).map(Number), message),
  );

/** An optional whole number within `min`–`max` (null or absent: not answered). */
export const OptionalIntField = (description: string, min: number, max: number, example: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, minimum: min, maximum: max, description: `${description}（${min}〜${max}。null は未回答）`, example }),
    IsOptional(),
    Fold('number'),
    IsInt(),
    Min(min),
    Max(max),
  );

/** Optional free text (blank is none). */
export const OptionalTextField = (description: string, maxLength: number, example?: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength, description: `${description}（${maxLength}文字以内。空は未回答）`, example }),
    IsOptional(),
    Fold('text'),
    IsString(),
    MaxLength(maxLength),
  );

/** A blank answer is no answer. */
export const textOrNull = (text: string | null | undefined): string | null => (text === undefined || text === null || text.trim() === '' ? null : text.trim());
