import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';

export class LoginRequestDto {
  @ApiProperty({ example: 'demo@example.com', description: 'メールアドレス（会員ID）' })
  @Fold('email')
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
