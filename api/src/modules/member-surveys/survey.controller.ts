import { Body, Controller, Get, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MemberPrincipal } from '../auth/auth.constants';
import { CurrentMember, Member } from '../auth/auth.decorators';
import { NoStoreInterceptor } from '../auth/auth-cookies';
import { EngineerStyleAnswerDto, MyEngineerStyleDto } from './dto/engineer-style.dto';
import { FreelanceStartAnswerDto, MyFreelanceStartDto } from './dto/freelance-start.dto';
import { EngineerStyleSurvey, FreelanceStartSurvey } from './member-surveys.service';

/**
 * The member's two questionnaires, linked from my page (issue 16; not in SPEC §7, named in its style under
 * /api/front/survey/). One current answer per member: answering again replaces it. Private answers (no-store).
 */
@ApiTags('member-surveys')
@Controller('api/front/survey')
@UseInterceptors(NoStoreInterceptor)
@Member()
export class SurveyController {
  constructor(
    private readonly engineerStyle: EngineerStyleSurvey,
    private readonly freelanceStart: FreelanceStartSurvey,
  ) {}

  @Get('get-engineer-style')
  @ApiOperation({ operationId: 'getEngineerStyle', summary: '働き方アンケートの自分の回答（未回答は answer: null）' })
  @ApiOkResponse({ type: MyEngineerStyleDto })
  getEngineerStyle(@CurrentMember() member: MemberPrincipal): Promise<MyEngineerStyleDto> {
    return this.engineerStyle.answerOf(member.id);
  }

  @Post('store-engineer-style')
  @HttpCode(200)
  @ApiOperation({ operationId: 'storeEngineerStyle', summary: '働き方アンケートに回答（2回目以降は前の回答を置き換えます）' })
  @ApiOkResponse({ type: MyEngineerStyleDto })
  storeEngineerStyle(@CurrentMember() member: MemberPrincipal, @Body() body: EngineerStyleAnswerDto): Promise<MyEngineerStyleDto> {
    return this.engineerStyle.answer(member.id, body);
  }

  @Get('get-freelance-start')
  @ApiOperation({ operationId: 'getFreelanceStart', summary: 'フリーランス準備アンケートの自分の回答（未回答は answer: null）' })
  @ApiOkResponse({ type: MyFreelanceStartDto })
  getFreelanceStart(@CurrentMember() member: MemberPrincipal): Promise<MyFreelanceStartDto> {
    return this.freelanceStart.answerOf(member.id);
  }

  @Post('store-freelance-start')
  @HttpCode(200)
  @ApiOperation({ operationId: 'storeFreelanceStart', summary: 'フリーランス準備アンケートに回答（2回目以降は前の回答を置き換えます）' })
  @ApiOkResponse({ type: MyFreelanceStartDto })
  storeFreelanceStart(@CurrentMember() member: MemberPrincipal, @Body() body: FreelanceStartAnswerDto): Promise<MyFreelanceStartDto> {
    return this.freelanceStart.answer(member.id, body);
  }
}
