import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsEmail, IsNotEmpty, MaxLength, ValidateNested } from 'class-validator';
import { ValidationFailedException } from '../errors/all-exceptions.filter';
import { createValidationPipe } from './validation.pipe';

class AddressDto {
  @IsNotEmpty()
  @MaxLength(8)
  zip!: string;
}

class ProfileDto {
  @IsNotEmpty()
  @IsEmail()
  email!: string;

  @MaxLength(10)
  nickname!: string;

  @ValidateNested()
  @Type(() => AddressDto)
  address!: AddressDto;
}

async function errorsFor(body: unknown): Promise<Record<string, string[]>> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: ProfileDto });
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.errors;
    throw error;
  }
  return {};
}

describe('global validation pipe messages', () => {
  it('maps constraints to Japanese, dots nested fields and forbids unknown fields', async () => {
    expect(
      await errorsFor({ email: '', nickname: 'とても長いニックネームです', address: { zip: '123456789' }, admin: true }),
    ).toEqual({
      email: ['必須項目です'],
      nickname: ['10文字以内で入力してください'],
      'address.zip': ['8文字以内で入力してください'],
      admin: ['このフィールドは使用できません'],
    });
  });

  it('reports a malformed address', async () => {
    expect(await errorsFor({ email: 'x', nickname: 'a', address: { zip: '1' } })).toEqual({
      email: ['メールアドレスの形式が正しくありません'],
    });
  });
});
