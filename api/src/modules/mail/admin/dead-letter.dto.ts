import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { PagedResponse } from '../../../common/admin-resource/paged-response.dto';
import { AdminSearchQuery } from '../../../common/admin-resource/search-query.dto';
import { RECIPIENT_KIND_LABELS, type RecipientKind } from './recipient-kind';

export const DEAD_LETTER_SORTS = ['failed_at'] as const;

/** GET /api/admin/mail/dead-letter/search: newest failure first. */
export class DeadLetterSearchQueryDto extends AdminSearchQuery(DEAD_LETTER_SORTS, { sort: 'failed_at', order: 'desc' }) {}

export class DeadLetterRowDto {
  @ApiProperty({ description: 'outbox の行 ID（メールの Message-ID にも使う）' }) id!: string;
  @ApiProperty({ example: 'mail.contact-auto-reply', description: 'ジョブ名' }) job_name!: string;
  @ApiProperty({ enum: Object.keys(RECIPIENT_KIND_LABELS), enumName: 'MailRecipientKind', description: '宛先の種類' })
  recipient_kind!: RecipientKind;
  @ApiProperty({ example: '会員', description: '宛先の種類（表示用）' }) recipient_kind_label!: string;
  @ApiProperty({ description: '作成日時（ISO 8601）' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true, description: '送信不能になった日時（ISO 8601）' }) failed_at!: string | null;
  @ApiProperty({ description: '送信を試みた回数' }) attempts!: number;
  @ApiProperty({ type: String, nullable: true, description: '最後のエラー（リンクのトークンは伏せる）' }) last_error!: string | null;
}

export class DeadLetterSearchResponseDto extends PagedResponse(DeadLetterRowDto) {}

export class DeadLetterResendDto {
  @ApiProperty({ description: '再送するメール（outbox の行 ID）' })
  @IsUUID('all', { message: 'IDの形式が正しくありません' })
  id!: string;
}

export class DeadLetterResendResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['pending'], description: 'pending: 送信待ちに戻した' }) status!: 'pending';
}
