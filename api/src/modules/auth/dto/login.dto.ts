import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { HalfWidth } from '../../../common/text/half-width.decorator';

export class LoginRequestDto {
  @ApiProperty({ example: 'demo@example.com', description: 'メールアドレス（会員ID）' })
  @HalfWidth()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(255)
  email!: string;

  @ApiProperty({ example: 'demo-pass-1234', description: 'パスワード' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(255)
  password!: string;
}
