import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../common/errors/api-error-responses';
import type { MemberPrincipal } from '../auth/auth.constants';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { cookieName } from '../../common/security/cookie-names';
import { CurrentMember, Member } from '../auth/auth.decorators';
import { NoStoreInterceptor } from '../auth/auth-cookies';
import { AuthErrorCode } from '../auth/auth.errors';
import { AuthService } from '../auth/auth.service';
import { assertOwnMemberId } from '../auth/own-member-id';
import { tokenFrom } from '../auth/token-extractor';
import { EntryErrorCode } from './entries.errors';
import { EntriesService } from './entries.service';
import {
  EnterdCountResponseDto,
  EnterdItemListResponseDto,
  EntryIdQueryDto,
  EntryMemberQueryDto,
  EntryRequestDto,
  EntryResponseDto,
  IsEnterdQueryDto,
  IsEnterdResponseDto,
  WithdrawEntryRequestDto,
} from './dto/entries.dto';

/**
 * Entries and the application history (SPEC §2 "Entry", §7 entry, is-enterd, get-enterd-item,
 * item/get-enterd-item-list, the entered count; issue 13). Every answer is the logged-in member's own and
 * private (no-store); SPEC's user_id is accepted but another member's id is a 403.
 */
@ApiTags('entries')
@Controller('api/front')
@UseInterceptors(NoStoreInterceptor)
export class EntriesController {
  constructor(
    private readonly entries: EntriesService,
    private readonly auth: AuthService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('entry')
  @Member()
  @ApiOperation({
    operationId: 'entry',
    summary: '公開中の案件にエントリー（201: 新規。同じ案件へのエントリー中に再度送ると 200 で最初のエントリーを返し、保存もメールも1回だけ）',
  })
  @ApiCreatedResponse({ type: EntryResponseDto, description: 'エントリーを受け付けた（確認メールと担当者への通知を送信）' })
  @ApiOkResponse({ type: EntryResponseDto, description: 'すでにエントリー中: 最初のエントリー（何も保存・送信しない）' })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH, EntryErrorCode.ENTRY_ITEM_NOT_FOUND, EntryErrorCode.ENTRY_ITEM_ENDED, EntryErrorCode.ENTRY_FIELDS_INVALID)
  async entry(@CurrentMember() member: MemberPrincipal, @Body() body: EntryRequestDto, @Res({ passthrough: true }) res: Response): Promise<EntryResponseDto> {
    assertOwnMemberId(member, body.user_id);
    const { entry, created } = await this.entries.enter(member.id, body);
    res.status(created ? 201 : 200);
    return { entry };
  }

  @Get('is-enterd')
  @ApiOperation({
    operationId: 'isEnterd',
    summary: 'この案件にエントリー中か（案件詳細のボタン用。未ログインでも 401 にならず false）',
  })
  @ApiOkResponse({ type: IsEnterdResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  async isEnterd(@Query() query: IsEnterdQueryDto, @Req() req: Request): Promise<IsEnterdResponseDto> {
    const member = await this.auth.resolveMember(tokenFrom(req, cookieName('member', this.config)));
    if (!member) return { entered: false, entry_id: null };
    assertOwnMemberId(member, query.user_id);
    const id = await this.entries.currentEntryId(member.id, query.item_id);
    return { entered: id !== null, entry_id: id };
  }

  @Get('get-enterd-item')
  @Member()
  @ApiOperation({ operationId: 'getEnterdItem', summary: '自分のエントリー1件（案件カードと選考状況の履歴つき）。ほかの会員のエントリーは 404' })
  @ApiOkResponse({ type: EntryResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH, EntryErrorCode.ENTRY_NOT_FOUND)
  async getEnterdItem(@CurrentMember() member: MemberPrincipal, @Query() query: EntryIdQueryDto): Promise<EntryResponseDto> {
    assertOwnMemberId(member, query.user_id);
    return { entry: await this.entries.findOwn(member.id, query.id) };
  }

  @Get('item/get-enterd-item-list')
  @Member()
  @ApiOperation({ operationId: 'getEnterdItemList', summary: 'エントリー履歴: 自分のエントリーの新しい順（案件カード、エントリー日時、選考状況、提出したスキルシート、メッセージ）' })
  @ApiOkResponse({ type: EnterdItemListResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  async getEnterdItemList(@CurrentMember() member: MemberPrincipal, @Query() query: EntryMemberQueryDto): Promise<EnterdItemListResponseDto> {
    assertOwnMemberId(member, query.user_id);
    return { entries: await this.entries.list(member.id) };
  }

  @Get('get-enterd-count')
  @Member()
  @ApiOperation({ operationId: 'getEnterdCount', summary: 'エントリー数（SPEC §7 "Entered (applied) count"。エントリー履歴の件数、ないときは 0）' })
  @ApiOkResponse({ type: EnterdCountResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  async getEnterdCount(@CurrentMember() member: MemberPrincipal, @Query() query: EntryMemberQueryDto): Promise<EnterdCountResponseDto> {
    assertOwnMemberId(member, query.user_id);
    return { count: await this.entries.count(member.id) };
  }

  @Post('withdraw-entry')
  @HttpCode(200)
  @Member()
  @ApiOperation({ operationId: 'withdrawEntry', summary: 'エントリーの辞退（選考状況が「エントリー済み」のときだけ）' })
  @ApiOkResponse({ type: EntryResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH, EntryErrorCode.ENTRY_NOT_FOUND, EntryErrorCode.ENTRY_NOT_WITHDRAWABLE)
  async withdrawEntry(@CurrentMember() member: MemberPrincipal, @Body() body: WithdrawEntryRequestDto): Promise<EntryResponseDto> {
    assertOwnMemberId(member, body.user_id);
    return { entry: await this.entries.withdraw(member.id, body.id) };
  }
}
