import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminEditedRecordDto, AdminSearchQuery, PagedResponse } from '../../../../common/admin-resource';
import { Fold } from '../../../../common/text/fold.decorator';
import { ADMIN_ROLES, type AdminRole } from '../../entities/admin-user.entity';
import { STAFF_ACTIONS, STAFF_STATUSES, type StaffAction, type StaffStatus } from '../staff-status';

export const STAFF_SORTS = ['id', 'name', 'email', 'last_login_at', 'created_at'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

/** admin_users.name is VARCHAR(100), email VARCHAR(255). */
export const STAFF_NAME_MAX = 100;
export const STAFF_EMAIL_MAX = 255;

const ROLE_DESCRIPTION = 'owner: オーナー（スタッフ管理も可）, editor: 編集者（案件・コンテンツの編集）, viewer: 閲覧者（閲覧のみ）';
const STATUS_DESCRIPTION = 'active: 有効, pending: パスワード未設定（招待中・リセット後）, disabled: 無効, deleted: 削除済み';

/** GET /api/admin/user/search. Without `status`: every staff account that is not deleted. */
export class AdminUserSearchQueryDto extends AdminSearchQuery(STAFF_SORTS, { sort: 'id', order: 'asc' }) {
  @ApiPropertyOptional({ maxLength: 200, description: 'キーワード（名前・メールアドレス。空白で区切った語をすべて含む）' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  keyword?: string;

  @ApiPropertyOptional({ enum: ADMIN_ROLES, enumName: 'AdminRole', description: `権限。${ROLE_DESCRIPTION}` })
  @IsOptional()
  @IsIn(ADMIN_ROLES)
  role?: AdminRole;

  @ApiPropertyOptional({ enum: STAFF_STATUSES, enumName: 'StaffStatus', description: `状態（一覧のタブ）。${STATUS_DESCRIPTION}` })
  @IsOptional()
  @IsIn(STAFF_STATUSES)
  status?: StaffStatus;
}

/** POST /api/admin/user/create: the invitation (no password: the account gets a password-setup link by mail). */
export class AdminUserCreateBodyDto {
  @ApiProperty({ maxLength: STAFF_NAME_MAX, example: '山田 花子', description: '名前（管理画面と操作履歴に表示）' })
  @Fold('text')
  @IsString()
  @IsNotEmpty()
  @MaxLength(STAFF_NAME_MAX)
  name!: string;

  @ApiProperty({ maxLength: STAFF_EMAIL_MAX, example: 'hanako@example.com', description: 'メールアドレス（ログインID。パスワード設定のリンクをここに送ります）' })
  @Fold('email')
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(STAFF_EMAIL_MAX)
  email!: string;

  @ApiProperty({ enum: ADMIN_ROLES, enumName: 'AdminRole', description: `権限。${ROLE_DESCRIPTION}` })
  @IsNotEmpty()
  @IsIn(ADMIN_ROLES)
  role!: AdminRole;
}

class EditedStaffDto extends AdminEditedRecordDto {
  @ApiPropertyOptional({
    enum: STAFF_ACTIONS,
    enumName: 'StaffAction',
    description:
      'あわせて行う操作。reset: パスワードをリセットして設定リンクをメールで送る（今のパスワードとログイン中のセッションは使えなくなります）, disable: 無効にする（ログインできず、ログイン中のセッションもすぐ使えなくなります）, enable: 有効に戻す',
  })
  @IsOptional()
  @IsIn(STAFF_ACTIONS)
  action?: StaffAction;
}

/** POST /api/admin/user/edit: name, e-mail and role as the form read them at `version`, plus an optional action. */
export class AdminUserEditBodyDto extends IntersectionType(EditedStaffDto, AdminUserCreateBodyDto) {}

export class AdminUserRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ADMIN_ROLES, enumName: 'AdminRole', description: ROLE_DESCRIPTION }) role!: AdminRole;
  @ApiProperty({ example: '編集者' }) role_label!: string;
  @ApiProperty({ enum: STAFF_STATUSES, enumName: 'StaffStatus', description: STATUS_DESCRIPTION }) status!: StaffStatus;
  @ApiProperty({ example: '有効' }) status_label!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_login_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'パスワード設定リンクの有効期限（送信済みで未使用のとき）' })
  password_setup_expires_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) disabled_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deleted_at!: string | null;
}

export class AdminUserSearchResponseDto extends PagedResponse(AdminUserRowDto) {}

export class AdminUserDetailDto extends AdminUserRowDto {
  @ApiProperty({ description: '編集の保存時にそのまま送る版番号' }) version!: number;
}

export class AdminUserNameDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: '山田 花子' }) name!: string;
  @ApiProperty({ enum: STAFF_STATUSES, enumName: 'StaffStatus', description: STATUS_DESCRIPTION }) status!: StaffStatus;
  @ApiProperty({ example: '有効' }) status_label!: string;
}

/** GET /api/admin/user/get-admin-users: every staff name (deleted ones too: the audit log still names them), for pickers. */
export class AdminUserNamesResponseDto {
  @ApiProperty({ type: [AdminUserNameDto], description: 'スタッフの名前（ID順。削除済み・無効も含み、状態付き）' })
  users!: AdminUserNameDto[];
}
