import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { AdminEditedRecordDto } from '../../../../common/admin-resource';
import { MemberInfoFieldsDto } from '../../../account/dto/member-info.dto';
import { OptionalTextField } from '../../../account/dto/member-fields';
import { SavedSearchDto } from '../../../saved-searches/dto/saved-searches.dto';
import { SocialAccountType } from '../../members.service';

const SOCIAL_TYPES = Object.values(SocialAccountType);

export class AdminMemberSocialAccountDto {
  @ApiProperty({ enum: SOCIAL_TYPES, description: 'SPEC §3: 1 Twitter, 2 Facebook, 3 GitHub, 4 Google' }) type!: SocialAccountType;
  @ApiProperty({ example: 'GitHub' }) type_label!: string;
  @ApiProperty({ format: 'date-time', description: '連携した日時' }) linked_at!: string;
}

/** One registration that carried ad parameters (store-offline-cvdata, the sign-up forms' ad_params). */
export class AdminMemberConversionDto {
  @ApiProperty({ type: String, nullable: true, description: 'Google 広告のクリック ID' }) gclid!: string | null;
  @ApiProperty({ type: String, nullable: true }) utm_source!: string | null;
  @ApiProperty({ type: String, nullable: true }) utm_medium!: string | null;
  @ApiProperty({ type: String, nullable: true }) utm_campaign!: string | null;
  @ApiProperty({ type: String, nullable: true }) utm_term!: string | null;
  @ApiProperty({ type: String, nullable: true }) utm_content!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/lp1', description: '最初に訪れたページ' }) landing_path!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'パラメータつきで訪れた日時' }) arrived_at!: string | null;
}

/** A friend the member referred through their link (/introduce). */
export class AdminMemberReferralDto {
  @ApiProperty({ description: 'お友達紹介の申し込みの ID' }) id!: number;
  @ApiProperty({ example: '佐藤 花子', description: '紹介された人の名前' }) name!: string;
  @ApiProperty({ format: 'date-time' }) requested_at!: string;
}

/** GET /api/admin/member/detail-other/{id}: what else the member has — linked accounts, ad conversions, referrals, saved searches, counts. */
export class AdminMemberOtherDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: [AdminMemberSocialAccountDto], description: '連携しているソーシャルアカウント（種類の順）' }) social_accounts!: AdminMemberSocialAccountDto[];
  @ApiProperty({ type: [AdminMemberConversionDto], description: '登録時の広告パラメータ（コンバージョン）' }) conversions!: AdminMemberConversionDto[];
  @ApiProperty({ type: [AdminMemberReferralDto], description: 'この会員の紹介リンクからのお友達紹介（新しい順）' }) referrals!: AdminMemberReferralDto[];
  @ApiProperty({ type: [SavedSearchDto], description: '保存した検索条件（新しい順）' }) saved_searches!: SavedSearchDto[];
  @ApiProperty({ description: 'エントリーした件数' }) entry_count!: number;
  @ApiProperty({ description: '検討中リストの件数' }) consider_count!: number;
}

/**
 * POST /api/admin/member/edit: the SPEC §3 member info as the member's own update-user-info takes it (the same
 * field rules and full-width folding: MemberInfoFieldsDto), at the `version` the form read (detail/{id}).
 * The e-mail (member ID) is not here: only the member's own change flow, which proves the new address, changes it.
 */
export class AdminMemberEditBodyDto extends IntersectionType(AdminEditedRecordDto, MemberInfoFieldsDto) {
  @OptionalTextField('国籍', 50)
  nationality?: string;
}

export class AdminMemberSendAuthMailResponseDto {
  @ApiProperty({ example: true }) result!: boolean;
  @ApiProperty({ format: 'date-time', description: '送信を受け付けた日時（メールは送信キューから届きます）' }) sent_at!: string;
}

export class AdminMemberDeleteResponseDto {
  @ApiProperty({ description: '退会処理した会員の ID' }) id!: number;
}
