import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { CONTACT_MESSAGES, Folded, foldTel, IsTel, Trimmed } from '../contact-rules';
import { ContactEmailField, ContactNameKanaField } from './contact-fields';

/** /zeirishi: free tax-accountant referral. Stored as a `contacts` row of internal type 101. */
export class TaxAccountantRequestDto {
  @ApiProperty({ maxLength: 50, example: '山田 太郎' })
  @Folded()
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  name!: string;

  @ContactNameKanaField()
  name_kana!: string;

  @ContactEmailField()
  email!: string;

  @ApiPropertyOptional({ description: '電話番号（任意。数字とハイフンで10〜13文字）', example: '090-1234-5678' })
  @Folded(foldTel, true)
  @IsOptional()
  @IsString()
  @IsTel()
  tel?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 47, description: 'お住まいの都道府県（JIS コード 1〜47）', example: 13 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(47)
  prefecture_id?: number;

  @ApiPropertyOptional({ maxLength: 2000, description: 'ご相談内容（任意、2000文字以内）' })
  @Trimmed()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  message?: string;

  @ApiProperty({ example: true })
  @Equals(true, { message: CONTACT_MESSAGES.agree })
  agree!: boolean;

  @ApiProperty({ format: 'uuid', description: '二重送信防止キー（UUID v4）' })
  @IsNotEmpty()
  @IsUUID('4', { message: CONTACT_MESSAGES.idempotencyKey })
  idempotency_key!: string;
}

/** /engineers-guide-to-success: guide request. Stored as a `contacts` row of internal type 102. */
export class GuideRequestDto {
  @ApiProperty({ maxLength: 50, example: '山田 太郎' })
  @Folded()
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  name!: string;

  @ContactEmailField()
  email!: string;

  @ApiProperty({ example: true })
  @Equals(true, { message: CONTACT_MESSAGES.agree })
  agree!: boolean;

  @ApiProperty({ format: 'uuid', description: '二重送信防止キー（UUID v4）' })
  @IsNotEmpty()
  @IsUUID('4', { message: CONTACT_MESSAGES.idempotencyKey })
  idempotency_key!: string;
}
