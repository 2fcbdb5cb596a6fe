import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Equals, IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, Length, MaxLength } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';
import { CONTACT_MESSAGES, IsKatakanaName, IsTel, Trimmed } from '../contact-rules';

// One rule per field for every form (inquiries and requests); each form only words its own description.

/** The sender's name: folded to half-width, required, ≤50. */
export const ContactNameField = (description?: string) =>
  applyDecorators(ApiProperty({ maxLength: 50, description, example: '山田 太郎' }), Fold('text'), IsString(), IsNotEmpty(), MaxLength(50));

/** An optional phone number: folded (full-width digits, long-vowel marks), 10–13 digits and hyphens. */
export const OptionalTelField = (options: Pick<ApiPropertyOptions, 'description' | 'example'>) =>
  applyDecorators(ApiPropertyOptional(options), Fold('tel', { emptyAsUndefined: true }), IsOptional(), IsString(), IsTel());

/** The inquiry text: trimmed, 10–2000 characters. */
export const InquiryBodyField = () =>
  applyDecorators(
    ApiProperty({ minLength: 10, maxLength: 2000, description: 'お問い合わせ内容（10〜2000文字）' }),
    Trimmed(),
    IsString(),
    IsNotEmpty(),
    Length(10, 2000, { message: CONTACT_MESSAGES.body }),
  );

/** Consent to the privacy policy: only `true` passes. */
export const AgreeField = (description?: string) =>
  applyDecorators(ApiProperty({ description, example: true }), Equals(true, { message: CONTACT_MESSAGES.agree }));

/** The idempotency key the form creates when it opens (uuid v4): a double submit stores one record. */
export const IdempotencyKeyField = (description: string) =>
  applyDecorators(ApiProperty({ format: 'uuid', description }), IsNotEmpty(), IsUUID('4', { message: CONTACT_MESSAGES.idempotencyKey }));

/** The sender's e-mail, the same rule on every form: folded to half-width (SPEC §5), required, ≤255, valid. */
export const ContactEmailField = () =>
  applyDecorators(
    ApiProperty({ maxLength: 255, description: 'メールアドレス（全角は半角に変換、255文字以内）', example: 'taro@example.com' }),
    Fold('email'),
    IsString(),
    IsNotEmpty(),
    MaxLength(255),
    IsEmail(),
  );

/** フリガナ, the same rule on every form: full-width katakana and spaces, required, ≤50. */
export const ContactNameKanaField = () =>
  applyDecorators(
    ApiProperty({ maxLength: 50, description: 'フリガナ（全角カタカナとスペース、50文字以内）', example: 'ヤマダ タロウ' }),
    Fold('text'),
    IsString(),
    IsNotEmpty(),
    MaxLength(50),
    IsKatakanaName(),
  );
