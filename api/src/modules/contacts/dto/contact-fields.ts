import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Folded, foldEmail, IsKatakanaName } from '../contact-rules';

/** The sender's e-mail, the same rule on every form: folded to half-width (SPEC §5), required, ≤255, valid. */
export const ContactEmailField = () =>
  applyDecorators(
    ApiProperty({ maxLength: 255, description: 'メールアドレス（全角は半角に変換、255文字以内）', example: 'taro@example.com' }),
    Folded(foldEmail),
    IsString(),
    IsNotEmpty(),
    MaxLength(255),
    IsEmail(),
  );

/** フリガナ, the same rule on every form: full-width katakana and spaces, required, ≤50. */
export const ContactNameKanaField = () =>
  applyDecorators(
    ApiProperty({ maxLength: 50, description: 'フリガナ（全角カタカナとスペース、50文字以内）', example: 'ヤマダ タロウ' }),
    Folded(),
    IsString(),
    IsNotEmpty(),
    MaxLength(50),
    IsKatakanaName(),
  );
