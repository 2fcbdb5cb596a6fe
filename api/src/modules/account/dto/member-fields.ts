import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min, ValidateBy } from 'class-validator';
import { birthDateProblem, EARLIEST_BIRTH_YEAR, MINIMUM_AGE } from '@er/site-meta/birth-date';
import { IsAcceptablePassword, MEMBER_PASSWORD_MIN, PASSWORD_MAX } from '../../../common/security/password-policy';
import { Fold } from '../../../common/text/fold.decorator';
import { IsKatakanaName, IsTel } from '../../contacts/contact-rules';

// The field rules of SPEC §3 member info, written once for sign-up, the landing-page form and profile edit.
// SPEC §5: full-width alphanumerics are folded to half-width before any rule (@Fold).

/** The member ID (SPEC §3): folded, lower-cased, ≤255, a valid address. */
export const MemberEmailField = () =>
  applyDecorators(
    ApiProperty({ maxLength: 255, description: 'メールアドレス（会員ID。全角は半角に変換）', example: 'taro@example.com' }),
    Fold('email'),
    IsString(),
    IsNotEmpty(),
    MaxLength(255),
    IsEmail(),
  );

/** A new password (password-policy.ts): 8–128 characters, any characters, not a common one, not the address. */
export const NewPasswordField = (emailProperty?: string) =>
  applyDecorators(
    ApiProperty({
      minLength: MEMBER_PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
      description: `パスワード（${MEMBER_PASSWORD_MIN}〜${PASSWORD_MAX}文字、文字の種類は自由。よく使われるパスワードとメールアドレスは不可）`,
    }),
    IsAcceptablePassword(MEMBER_PASSWORD_MIN, emailProperty),
  );

export const PasswordConfirmationField = () =>
  applyDecorators(ApiProperty({ description: '確認のためもう一度（password と同じ）' }), IsString(), IsNotEmpty(), MaxLength(PASSWORD_MAX * 4));

export const NameField = (description: string, example: string) =>
  applyDecorators(ApiProperty({ maxLength: 50, description, example }), Fold('text'), IsString(), IsNotEmpty(), MaxLength(50));

/** フリガナ: full-width katakana only (SPEC §3 *_kana). */
export const KanaField = (description: string, example: string) =>
  applyDecorators(ApiProperty({ maxLength: 50, description, example }), Fold('text'), IsString(), IsNotEmpty(), MaxLength(50), IsKatakanaName());

/** SPEC §5: born 1940 or later and at least 18 (on today's date in Japan). */
export const BirthDateField = () =>
  applyDecorators(
    ApiProperty({ format: 'date', description: `生年月日 YYYY-MM-DD（${EARLIEST_BIRTH_YEAR}年以降、${MINIMUM_AGE}歳以上）`, example: '1990-04-01' }),
    Fold('text'),
    ValidateBy({
      name: 'isMemberBirthDate',
      validator: {
        validate: (value) => birthDateProblem(value) === null,
        defaultMessage: (args) => birthDateProblem(args?.value) ?? '生年月日を正しく選択してください',
      },
    }),
  );

/** SPEC §3 prefecture_id: an id of get-prefacture-list (from 1); the service checks it exists. */
export const PrefectureIdField = () =>
  applyDecorators(ApiProperty({ minimum: 1, description: '都道府県 ID（get-prefacture-list、1 から）', example: 13 }), Fold('number'), IsInt({ message: '都道府県を選択してください' }), Min(1, { message: '都道府県を選択してください' }));

export const TelField = () =>
  applyDecorators(
    ApiProperty({ description: '電話番号（数字とハイフンで10〜13文字。全角は半角に変換）', example: '090-1234-5678' }),
    Fold('tel'),
    IsString(),
    IsNotEmpty(),
    IsTel(),
  );

/** Comma-joined ids of a master list ("" for none); the service checks that they exist. */
export const IdListField = (description: string, example: string, message: string) =>
  applyDecorators(ApiProperty({ description, example }), Fold('text'), IsString(), MaxLength(255), Matches(/^(\d{1,9}(,\d{1,9})*)?$/, { message }));

/** SPEC §3 contract_types: comma-joined ids of get-contract-type-list. */
export const ContractTypesField = () =>
  IdListField('希望する契約形態の ID をカンマ区切りで（get-contract-type-list）。なしは空文字', '1,2', '希望する契約形態を選択肢から選んでください');

/** One of fixed codes; the message names no codes (a select or radio offers them). */
const IsChoice = (codes: readonly number[]) =>
  ValidateBy({ name: 'isChoice', validator: { validate: (value) => codes.includes(value as number), defaultMessage: () => '選択肢の中から選んでください' } });

/** SPEC §3 magazine_flag: 1 (receive the newsletter) or 0. */
export const MagazineFlagField = () =>
  applyDecorators(ApiProperty({ enum: [0, 1], description: 'メールマガジンの受け取り（1: 受け取る、0: 受け取らない）', example: 1 }), Fold('number'), IsChoice([0, 1]));

export const TermsAgreeField = () =>
  applyDecorators(
    ApiProperty({ description: '利用規約と個人情報の取り扱いへの同意（true のみ受け付けます）', example: true }),
    Equals(true, { message: '利用規約と個人情報の取り扱いへの同意が必要です' }),
  );

/** Optional short text (station, nationality): folded, ≤max, '' counts as absent. */
export const OptionalTextField = (description: string, max: number) =>
  applyDecorators(ApiPropertyOptional({ maxLength: max, description }), Fold('text', { emptyAsUndefined: true }), IsOptional(), IsString(), MaxLength(max));

/** Optional code from a fixed list (sex, education level). */
export const OptionalCodeField = (description: string, codes: number[]) =>
  applyDecorators(ApiPropertyOptional({ enum: codes, description }), Fold('number'), IsOptional(), IsChoice(codes));
