import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class AdminInfoDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: '管理者' })
  name!: string;

  @ApiProperty({ example: 'admin@example.com' })
  email!: string;
}

export class AdminLoginResponseDto {
  @ApiProperty({ type: AdminInfoDto })
  admin!: AdminInfoDto;
}

export class AdminLoginCheckResponseDto {
  @ApiProperty()
  logged_in!: boolean;

  @ApiPropertyOptional({ type: AdminInfoDto })
  admin?: AdminInfoDto;
}

export class AdminLoginUserInfoResponseDto {
  @ApiProperty({ type: AdminInfoDto })
  admin!: AdminInfoDto;
}

export class LogoutResponseDto {
  @ApiProperty({ example: true })
  result!: boolean;
}
