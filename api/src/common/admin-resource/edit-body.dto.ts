import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, Max, Min, ValidateIf } from 'class-validator';
import { Fold } from '../text/fold.decorator';
import { MAX_RECORD_ID, OptionalRecordId, RequiredRecordId } from './ids.dto';

/**
 * The base of an `edit` body that also creates (SPEC's `edit` with no id): `id` names the record to edit,
 * and `version` is the one the form read it at (the detail's `version`), so a save over someone else's
 * newer save is refused (409 ADMIN_STALE_VERSION, `updateRecord`). The resource adds its fields:
 *
 *   export class AdminNewsEditBodyDto extends AdminEditBodyDto { @… title!: string; … }
 */
export class AdminEditBodyDto {
  @OptionalRecordId({ description: '編集するレコードの ID（省略すると新規作成）' })
  id?: number;

  @ApiPropertyOptional({ minimum: 0, description: '編集画面で読み込んだときの version（id を指定するとき必須。その後に他のスタッフが保存していれば 409）' })
  @ValidateIf((body: AdminEditBodyDto) => body.id !== undefined && body.id !== null)
  @IsNotEmpty()
  @Fold('number')
  @IsInt()
  @Min(0)
  @Max(MAX_RECORD_ID)
  version?: number;
}

/**
 * The record an edit names where the resource creates elsewhere (`column-connect/edit`, `item/tag/edit-info`,
 * `user/edit`): its `id` and the `version` the form read it at, both required (「必須項目です」 when missing, as
 * every required field). The resource adds its fields, e.g. with IntersectionType(AdminEditedRecordDto, CreateBody).
 */
export class AdminEditedRecordDto {
  @RequiredRecordId({ example: 12, description: '編集するレコードの ID' })
  id!: number;

  @ApiProperty({ minimum: 0, description: '編集画面で読み込んだときの version（その後に他のスタッフが保存していれば 409）' })
  @Fold('number')
  @IsNotEmpty()
  @IsInt()
  @Min(0)
  @Max(MAX_RECORD_ID)
  version!: number;
}
