import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';
import { Trimmed } from '../contact-rules';
import { AgreeField, ContactEmailField, ContactNameField, ContactNameKanaField, IdempotencyKeyField, OptionalTelField } from './contact-fields';

/** /zeirishi: free tax-accountant referral. Stored as a `contacts` row of internal type 101. */
export class TaxAccountantRequestDto {
  @ContactNameField()
  name!: string;

  @ContactNameKanaField()
  name_kana!: string;

  @ContactEmailField()
  email!: string;

  @OptionalTelField({ description: '電話番号（任意。数字とハイフンで10〜13文字）', example: '090-1234-5678' })
  tel?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 47, description: 'お住まいの都道府県（JIS コード 1〜47）', example: 13 })
  @Fold('number')
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

  @AgreeField()
  agree!: boolean;

  @IdempotencyKeyField('二重送信防止キー（UUID v4）')
  idempotency_key!: string;
}

/** /engineers-guide-to-success: guide request. Stored as a `contacts` row of internal type 102. */
export class GuideRequestDto {
  @ContactNameField()
  name!: string;

  @ContactEmailField()
  email!: string;

  @AgreeField()
  agree!: boolean;

  @IdempotencyKeyField('二重送信防止キー（UUID v4）')
  idempotency_key!: string;
}

/**
 * /introduce (friend-referral campaign): the person to be introduced. `ref` is the sealed member id of the
 * referral link (encrypt-user-id); a missing or forged one still stores the request, without a referrer.
 */
export class IntroduceRequestDto {
  // Taken from the page's URL, never typed: anything that cannot be a ref is dropped (no referrer), not refused.
  @ApiPropertyOptional({ description: '紹介者の紹介リンクの ref（encrypt-user-id が返す暗号化 ID。使えない値は無視）' })
  @Transform(({ value }) => (typeof value === 'string' && value.length <= 200 ? value : undefined))
  @IsOptional()
  @IsString()
  ref?: string;

  @ContactNameField('ご紹介いただく方のお名前')
  name!: string;

  @ContactNameKanaField()
  name_kana!: string;

  @ContactEmailField()
  email!: string;

  @OptionalTelField({ description: '電話番号（任意。数字とハイフンで10〜13文字）', example: '090-1234-5678' })
  tel?: string;

  @ApiPropertyOptional({ maxLength: 2000, description: 'ご希望やご紹介の経緯（任意、2000文字以内）' })
  @Trimmed()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  message?: string;

  @AgreeField()
  agree!: boolean;

  @IdempotencyKeyField('二重送信防止キー（UUID v4）')
  idempotency_key!: string;
}
