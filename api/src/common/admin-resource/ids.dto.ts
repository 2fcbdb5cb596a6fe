import { applyDecorators, Param, ParseIntPipe } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, IsNotEmpty, IsOptional, Max, Min } from 'class-validator';
import { Fold } from '../text/fold.decorator';

/** Ids are MariaDB INT columns. */
export const MAX_RECORD_ID = 2_147_483_647;
export const MAX_IDS = 100;

/**
 * A required id field of a body or query (a record named by staff): an integer 1…MAX_RECORD_ID, full-width
 * digits folded; missing → 「必須項目です」 like every required field (not the range's messages).
 */
export const RequiredRecordId = (options: ApiPropertyOptions = {}) =>
  applyDecorators(ApiProperty({ minimum: 1, ...options } as ApiPropertyOptions), Fold('number'), IsNotEmpty(), IsInt(), Min(1), Max(MAX_RECORD_ID));

/** An optional id field (a filter, or a link that may be absent): the same rules when given. */
export const OptionalRecordId = (options: ApiPropertyOptions = {}) =>
  applyDecorators(ApiPropertyOptional({ minimum: 1, ...options } as ApiPropertyOptions), IsOptional(), Fold('number'), IsInt(), Min(1), Max(MAX_RECORD_ID));

/** Body of a single-record write (`delete`, `comeback`, `revival`): `{ id }`. */
export class IdBodyDto {
  @RequiredRecordId({ example: 12, description: 'レコードの ID' })
  id!: number;
}

/** Body of `delete-multiple`: `{ ids }`, 1–100 distinct ids. */
export class IdsBodyDto {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: MAX_IDS, example: [12, 15], description: 'レコードの ID（1〜100件、重複なし）' })
  @IsNotEmpty()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_IDS)
  @ArrayUnique()
  @Fold('number')
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_RECORD_ID, { each: true })
  ids!: number[];
}

/** What a write of several records answers: the ids it changed (already deleted/restored ones are left out). */
export class AffectedIdsResponseDto {
  @ApiProperty({ type: [Number], example: [12], description: '変更したレコードの ID（すでにその状態だったものは含みません）' })
  ids!: number[];
}

/**
 * The `{id}` of a `detail/{id}` path: an integer, else the resource's own 404 (`notFound`) — a path
 * that names no record, like an unknown id:
 *
 *   adminAdminNewsDetail(@RecordIdParam(() => new NewsNotFoundError()) id: number)
 */
export const RecordIdParam = (notFound: () => Error): ParameterDecorator =>
  Param('id', new ParseIntPipe({ exceptionFactory: notFound }));
