import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';
import { IsTel } from '../contact-rules';
import { AgreeField, ContactEmailField, ContactNameField, ContactNameKanaField, IdempotencyKeyField, InquiryBodyField } from './contact-fields';

/**
 * Company inquiry (/company). Same rules as the general inquiry, with company_name required (≤100),
 * department optional (≤100) and tel required.
 */
export class CompanyContactRequestDto {
  @ApiProperty({ maxLength: 100, description: '会社名（100文字以内）', example: '株式会社サンプル' })
  @Fold('text')
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  company_name!: string;

  @ApiPropertyOptional({ maxLength: 100, description: '部署名（任意、100文字以内）', example: '開発部' })
  @Fold('text', { emptyAsUndefined: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  department?: string;

  @ContactNameField('ご担当者名（50文字以内）')
  name!: string;

  @ContactNameKanaField()
  name_kana!: string;

  @ContactEmailField()
  email!: string;

  @ApiProperty({ description: '電話番号（必須。数字とハイフンで10〜13文字）', example: '03-1234-5678' })
  @Fold('tel')
  @IsString()
  @IsNotEmpty()
  @IsTel()
  tel!: string;

  @InquiryBodyField()
  body!: string;

  @AgreeField('プライバシーポリシーへの同意（true のみ可）')
  agree!: boolean;
}

export class CompanyContactPostRequestDto extends CompanyContactRequestDto {
  @IdempotencyKeyField('二重送信防止キー（フォームを開いたときに作る UUID v4）')
  idempotency_key!: string;
}
