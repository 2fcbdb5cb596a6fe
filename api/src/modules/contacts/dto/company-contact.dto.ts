import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsNotEmpty, IsOptional, IsString, IsUUID, Length, MaxLength } from 'class-validator';
import { CONTACT_MESSAGES, Folded, foldTel, IsTel, Trimmed } from '../contact-rules';
import { ContactEmailField, ContactNameKanaField } from './contact-fields';

/**
 * Company inquiry (/company). Same rules as the general inquiry, with company_name required (≤100),
 * department optional (≤100) and tel required.
 */
export class CompanyContactRequestDto {
  @ApiProperty({ maxLength: 100, description: '会社名（100文字以内）', example: '株式会社サンプル' })
  @Folded()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  company_name!: string;

  @ApiPropertyOptional({ maxLength: 100, description: '部署名（任意、100文字以内）', example: '開発部' })
  @Folded(undefined, true)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  department?: string;

  @ApiProperty({ maxLength: 50, description: 'ご担当者名（50文字以内）', example: '山田 太郎' })
  @Folded()
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  name!: string;

  @ContactNameKanaField()
  name_kana!: string;

  @ContactEmailField()
  email!: string;

  @ApiProperty({ description: '電話番号（必須。数字とハイフンで10〜13文字）', example: '03-1234-5678' })
  @Folded(foldTel)
  @IsString()
  @IsNotEmpty()
  @IsTel()
  tel!: string;

  @ApiProperty({ minLength: 10, maxLength: 2000, description: 'お問い合わせ内容（10〜2000文字）' })
  @Trimmed()
  @IsString()
  @IsNotEmpty()
  @Length(10, 2000, { message: CONTACT_MESSAGES.body })
  body!: string;

  @ApiProperty({ description: 'プライバシーポリシーへの同意（true のみ可）', example: true })
  @Equals(true, { message: CONTACT_MESSAGES.agree })
  agree!: boolean;
}

export class CompanyContactPostRequestDto extends CompanyContactRequestDto {
  @ApiProperty({ format: 'uuid', description: '二重送信防止キー（フォームを開いたときに作る UUID v4）' })
  @IsNotEmpty()
  @IsUUID('4', { message: CONTACT_MESSAGES.idempotencyKey })
  idempotency_key!: string;
}
