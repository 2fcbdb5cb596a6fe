import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CONTACT_TYPE_LABELS, ContactType } from '../entities/contact.entity';
import { Fold } from '../../../common/text/fold.decorator';
import { IsContactType } from '../contact-rules';
import { AgreeField, ContactEmailField, ContactNameField, ContactNameKanaField, IdempotencyKeyField, InquiryBodyField, OptionalTelField } from './contact-fields';

export const CONTACT_TYPE_VALUES = Object.values(ContactType);

/**
 * General inquiry (/contact). Rules: every text trimmed; name, company_name, email and tel folded
 * from full-width to half-width (SPEC §5). name ≤50; name_kana ≤50 katakana/spaces; email ≤255;
 * tel optional, digits and hyphens, 10–13 characters; company_name ≤100; body 10–2000; agree true;
 * contact_type one of 1–7 (SPEC §3).
 */
export class ContactRequestDto {
  @ApiProperty({ enum: CONTACT_TYPE_VALUES, description: 'お問い合わせ種別（SPEC §3: 1〜7）', example: 1 })
  @Fold('number')
  @IsContactType()
  contact_type!: ContactType;

  @ContactNameField('お名前（50文字以内、全角英数字は半角に変換）')
  name!: string;

  @ContactNameKanaField()
  name_kana!: string;

  @ContactEmailField()
  email!: string;

  @OptionalTelField({ description: '電話番号（任意。数字とハイフンで10〜13文字、全角・長音記号は変換）', example: '03-1234-5678' })
  tel?: string;

  @ApiPropertyOptional({ maxLength: 100, description: '会社名（任意、100文字以内）', example: '株式会社サンプル' })
  @Fold('text', { emptyAsUndefined: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  company_name?: string;

  @InquiryBodyField()
  body!: string;

  @AgreeField('プライバシーポリシーへの同意（true のみ可）')
  agree!: boolean;
}

/** Post = the same fields + the idempotency key the form creates when it opens (uuid v4). */
export class ContactPostRequestDto extends ContactRequestDto {
  @IdempotencyKeyField('二重送信防止キー（フォームを開いたときに作る UUID v4）')
  idempotency_key!: string;
}

export class ValidationOkResponseDto {
  @ApiProperty({ enum: [true] }) valid!: true;
}

export class CreatedIdResponseDto {
  @ApiProperty({ description: '保存したお問い合わせの ID（同じ送信キーの再送では同じ ID）' }) id!: number;
}

export class ContactTypeOptionDto {
  @ApiProperty({ example: 1 }) value!: number;
  @ApiProperty({ example: '技術サポート' }) label!: string;
}

export class ContactTypesResponseDto {
  @ApiProperty({ type: [ContactTypeOptionDto] }) types!: ContactTypeOptionDto[];
}

export const contactTypeOptions = (): ContactTypeOptionDto[] =>
  CONTACT_TYPE_VALUES.map((value) => ({ value, label: CONTACT_TYPE_LABELS[value] }));
