import { ApiExtraModels, ApiProperty, type ApiPropertyOptions, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalJapanDay } from '../../../common/admin-resource/date-fields';
import { OptionalRecordId } from '../../../common/admin-resource/ids.dto';
import { PagedResponse } from '../../../common/admin-resource/paged-response.dto';
import { AdminSearchQuery } from '../../../common/admin-resource/search-query.dto';
import type { AuditValue } from '../audit-diff';
import { AUDIT_LOG_SORTS } from '../audit-log.repository';
import { AUDIT_ACTIONS, type AuditAction } from '../entities/audit-log.entity';

/** GET /api/admin/audit-log/search: newest first; `resource` + `record_id` give one record's history. */
export class AuditLogSearchQueryDto extends AdminSearchQuery(AUDIT_LOG_SORTS, { sort: 'created_at', order: 'desc' }) {
  @OptionalRecordId({ description: '操作したスタッフの ID' })
  staff_id?: number;

  @ApiPropertyOptional({ maxLength: 64, example: 'admin-news', description: 'リソース（/api/admin/ 配下のパス名。例: admin-news, item, item/tag）' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  resource?: string;

  @OptionalRecordId({ description: 'レコードの ID（resource と組み合わせるとそのレコードの履歴）' })
  record_id?: number;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS, enumName: 'AuditAction', description: '操作' })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS)
  action?: AuditAction;

  @OptionalJapanDay('この日以降')
  from?: string;

  @OptionalJapanDay('この日まで')
  to?: string;
}

/** A field's value: a scalar or a list of scalars (auditDiff's AuditValue). */
const auditValue = (description: string): ApiPropertyOptions => ({
  oneOf: [
    // OpenAPI 3.0 has no null type: a nullable member stands for it.
    { type: 'string', nullable: true },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'array', items: { oneOf: [{ type: 'string', nullable: true }, { type: 'number' }, { type: 'boolean' }] } },
  ],
  description,
});

export class AuditFieldChangeDto {
  @ApiProperty(auditValue('変更前の値（作成時は null。日時は ISO 8601）'))
  before!: AuditValue;

  @ApiProperty(auditValue('変更後の値'))
  after!: AuditValue;
}

@ApiExtraModels(AuditFieldChangeDto)
export class AuditLogRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() staff_id!: number;
  @ApiProperty({ description: '操作したときのスタッフ名' }) staff_name!: string;
  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction', description: '操作（create 作成, update 更新, delete 削除, restore 復元, merge 統合, export 書き出し, download ダウンロード）' })
  action!: AuditAction;
  @ApiProperty({ example: '更新' }) action_label!: string;
  @ApiProperty({ example: 'admin-news' }) resource!: string;
  @ApiProperty({ type: Number, nullable: true }) record_id!: number | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(AuditFieldChangeDto) },
    description: '変更された項目（項目名は API の項目名）ごとの変更前後',
    example: { title: { before: '旧タイトル', after: '新タイトル' } },
  })
  changes!: Record<string, AuditFieldChangeDto>;

  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class AuditLogSearchResponseDto extends PagedResponse(AuditLogRowDto) {}
