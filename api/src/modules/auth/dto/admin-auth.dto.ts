import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_ROLES, AdminRole } from '../../admin-users/admin-users.service';

export class AdminInfoDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: '管理者' })
  name!: string;

  @ApiProperty({ example: 'admin@example.com' })
  email!: string;

  @ApiProperty({ enum: ADMIN_ROLES, enumName: 'AdminRole', example: 'owner', description: 'owner: オーナー（スタッフ管理も可）, editor: 編集者（案件・コンテンツの編集）, viewer: 閲覧者（閲覧のみ）' })
  role!: AdminRole;

  @ApiProperty({ example: 'オーナー' })
  role_label!: string;
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
