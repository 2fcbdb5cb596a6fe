import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_EDIT_ERRORS, AffectedIdsResponseDto, IdBodyDto, RecordIdParam } from '../../../common/admin-resource';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { AdminUserErrorCode, AdminUserNotFoundError } from '../admin-users.errors';
import {
  AdminUserCreateBodyDto,
  AdminUserDetailDto,
  AdminUserEditBodyDto,
  AdminUserNamesResponseDto,
  AdminUserSearchQueryDto,
  AdminUserSearchResponseDto,
} from './dto/staff.dto';
import { StaffAdminService } from './staff-admin.service';

/**
 * SPEC §7 `user/*` as far as they manage staff accounts (the skill-sheet paths `user/admin-*` belong to the
 * members' side). Owners only — staff data — but `get-admin-users`, the names every role's pickers need
 * (the audit log's staff filter).
 */
@ApiTags('admin-user')
@Controller('api/admin/user')
export class StaffAdminController {
  constructor(private readonly staff: StaffAdminService) {}

  @Get('search')
  @AdminAccess('owner')
  @ApiOperation({ operationId: 'adminUserSearch', summary: 'スタッフの一覧（キーワード・権限・状態で絞り込み）' })
  @ApiOkResponse({ type: AdminUserSearchResponseDto })
  adminUserSearch(@Query() query: AdminUserSearchQueryDto): Promise<AdminUserSearchResponseDto> {
    return this.staff.search(query);
  }

  @Get('detail/:id')
  @AdminAccess('owner')
  @ApiOperation({ operationId: 'adminUserDetail', summary: 'スタッフの詳細（削除済みも。編集に使う version 付き）' })
  @ApiOkResponse({ type: AdminUserDetailDto })
  @ApiErrors(AdminUserErrorCode.ADMIN_USER_NOT_FOUND)
  adminUserDetail(@RecordIdParam(() => new AdminUserNotFoundError()) id: number): Promise<AdminUserDetailDto> {
    return this.staff.detail(id);
  }

  @Get('get-admin-users')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminUserGetAdminUsers', summary: 'スタッフの名前の一覧（絞り込みの選択肢用。削除済みも状態付きで）' })
  @ApiOkResponse({ type: AdminUserNamesResponseDto })
  async adminUserGetAdminUsers(): Promise<AdminUserNamesResponseDto> {
    return { users: await this.staff.names() };
  }

  @Post('create')
  @HttpCode(200)
  @AdminAccess('owner')
  @ApiOperation({ operationId: 'adminUserCreate', summary: 'スタッフの招待（パスワードは設定せず、設定用のリンクをメールで送ります）' })
  @ApiOkResponse({ type: AdminUserDetailDto })
  adminUserCreate(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminUserCreateBodyDto): Promise<AdminUserDetailDto> {
    return this.staff.create(admin, body);
  }

  @Post('edit')
  @HttpCode(200)
  @AdminAccess('owner')
  @ApiOperation({ operationId: 'adminUserEdit', summary: 'スタッフの編集（名前・メールアドレス・権限）と、パスワードのリセット・無効化・有効化' })
  @ApiOkResponse({ type: AdminUserDetailDto })
  @ApiErrors(AdminUserErrorCode.ADMIN_USER_NOT_FOUND, AdminUserErrorCode.ADMIN_USER_LAST_OWNER, AdminUserErrorCode.ADMIN_USER_SELF_LOCKOUT, ...ADMIN_EDIT_ERRORS)
  adminUserEdit(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminUserEditBodyDto): Promise<AdminUserDetailDto> {
    return this.staff.edit(admin, body);
  }

  @Post('delete')
  @HttpCode(200)
  @AdminAccess('owner')
  @ApiOperation({ operationId: 'adminUserDelete', summary: 'スタッフの削除（ログインできなくなります。操作履歴には名前が残ります）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(AdminUserErrorCode.ADMIN_USER_NOT_FOUND, AdminUserErrorCode.ADMIN_USER_LAST_OWNER, AdminUserErrorCode.ADMIN_USER_SELF_LOCKOUT)
  async adminUserDelete(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.staff.delete(admin, body.id) };
  }
}
