import { Body, Controller, Get, HttpCode, Post, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/errors/api-error-responses';
import type { MemberPrincipal } from '../auth/auth.constants';
import { CurrentMember, Member } from '../auth/auth.decorators';
import { NoStoreInterceptor } from '../auth/auth-cookies';
import { AuthErrorCode } from '../auth/auth.errors';
import { assertOwnMemberId } from '../auth/own-member-id';
import { ItemErrorCode } from '../items/item-detail.errors';
import { ConsidersService } from './considers.service';
import {
  ConsiderItemCountResponseDto,
  ConsiderItemExistResponseDto,
  ConsiderItemIdsResponseDto,
  ConsiderItemListResponseDto,
  ConsiderItemQueryDto,
  ConsiderItemRequestDto,
  ConsiderMemberQueryDto,
} from './dto/considers.dto';

/**
 * The logged-in member's shortlist (SPEC §3, §4, §7 consider/*): every call acts for the logged-in member;
 * SPEC's user_id is accepted but never reaches another member's list. Answers are private (no-store).
 */
@ApiTags('considers')
@Controller('api/front')
@Member()
@UseInterceptors(NoStoreInterceptor)
export class ConsidersController {
  constructor(private readonly considers: ConsidersService) {}

  @Post('consider/store-consider-item')
  @HttpCode(200)
  @ApiOperation({ operationId: 'storeConsiderItem', summary: '検討中に追加（重複しない）。結果の ID 一覧を返す' })
  @ApiOkResponse({ type: ConsiderItemIdsResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH, ItemErrorCode.ITEM_NOT_FOUND)
  async storeConsiderItem(@CurrentMember() member: MemberPrincipal, @Body() body: ConsiderItemRequestDto): Promise<ConsiderItemIdsResponseDto> {
    assertOwnMemberId(member, body.user_id);
    return { ids: await this.considers.add(member.id, body.item_id) };
  }

  @Post('consider/delete-consider-item')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deleteConsiderItem', summary: '検討中から削除（ほかの案件は残る）。結果の ID 一覧を返す' })
  @ApiOkResponse({ type: ConsiderItemIdsResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  async deleteConsiderItem(@CurrentMember() member: MemberPrincipal, @Body() body: ConsiderItemRequestDto): Promise<ConsiderItemIdsResponseDto> {
    assertOwnMemberId(member, body.user_id);
    return { ids: await this.considers.remove(member.id, body.item_id) };
  }

  @Get('consider/get-consider-item-ids')
  @ApiOperation({ operationId: 'getConsiderItemIds', summary: '検討中の案件 ID（追加した順）' })
  @ApiOkResponse({ type: ConsiderItemIdsResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  async getConsiderItemIds(@CurrentMember() member: MemberPrincipal, @Query() query: ConsiderMemberQueryDto): Promise<ConsiderItemIdsResponseDto> {
    assertOwnMemberId(member, query.user_id);
    return { ids: await this.considers.ids(member.id) };
  }

  @Get('consider/get-consider-item-exist')
  @ApiOperation({ operationId: 'getConsiderItemExist', summary: '案件が検討中にあるか' })
  @ApiOkResponse({ type: ConsiderItemExistResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  async getConsiderItemExist(@CurrentMember() member: MemberPrincipal, @Query() query: ConsiderItemQueryDto): Promise<ConsiderItemExistResponseDto> {
    assertOwnMemberId(member, query.user_id);
    return { exists: await this.considers.has(member.id, query.item_id) };
  }

  @Get('consider/get-consider-item-count')
  @ApiOperation({ operationId: 'getConsiderItemCount', summary: '検討中の件数' })
  @ApiOkResponse({ type: ConsiderItemCountResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  async getConsiderItemCount(@CurrentMember() member: MemberPrincipal, @Query() query: ConsiderMemberQueryDto): Promise<ConsiderItemCountResponseDto> {
    assertOwnMemberId(member, query.user_id);
    return { count: await this.considers.count(member.id) };
  }

  @Get('item/get-consider-item-list')
  @ApiOperation({ operationId: 'getConsiderItemList', summary: '検討中の案件カード（新しく追加した順。募集終了は is_ended=true）' })
  @ApiOkResponse({ type: ConsiderItemListResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  async getConsiderItemList(@CurrentMember() member: MemberPrincipal, @Query() query: ConsiderMemberQueryDto): Promise<ConsiderItemListResponseDto> {
    assertOwnMemberId(member, query.user_id);
    return { items: await this.considers.cards(member.id) };
  }
}
