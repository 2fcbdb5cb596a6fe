import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../common/errors/api-error-responses';
import { ContactRateLimitGuard } from './contact-rate-limit.guard';
import { ContactErrorCode } from './contacts.errors';
import { ContactsService, type StoredOnce } from './contacts.service';
import { CompanyContactPostRequestDto, CompanyContactRequestDto } from './dto/company-contact.dto';
import {
  ContactPostRequestDto,
  ContactRequestDto,
  ContactTypesResponseDto,
  CreatedIdResponseDto,
  ValidationOkResponseDto,
} from './dto/contact.dto';
import { GuideRequestDto, IntroduceRequestDto, TaxAccountantRequestDto } from './dto/request-forms.dto';

/** 429 past the per-IP budget (CONTACT_RATE_LIMIT posts per 10 minutes). */
const RateLimited = () => ApiErrors(ContactErrorCode.CONTACT_RATE_LIMITED);
const Replayed = () => ApiOkResponse({ type: CreatedIdResponseDto, description: '同じ送信キーの再送：保存済みの ID（新たに保存・送信しない）' });

/** 201 for a new record, 200 when the idempotency key was already used (same id, nothing stored). */
function answer(res: Response, result: StoredOnce): CreatedIdResponseDto {
  res.status(result.created ? 201 : 200);
  return { id: result.id };
}

/** The public inquiry and request forms (SPEC §4 flows; issue 4). Validation endpoints never store. */
@ApiTags('contacts')
@Controller('api/front')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Get('get-contact-types')
  @ApiOperation({ operationId: 'getContactTypes', summary: 'お問い合わせ種別の一覧（SPEC §3）' })
  @ApiOkResponse({ type: ContactTypesResponseDto })
  getContactTypes(): ContactTypesResponseDto {
    return { types: this.contacts.contactTypes() };
  }

  @Post('content-of-contact-validation')
  @HttpCode(200)
  @ApiOperation({ operationId: 'contentOfContactValidation', summary: 'お問い合わせ内容の確認（入力チェックのみ、保存しない）' })
  @ApiOkResponse({ type: ValidationOkResponseDto })
  contentOfContactValidation(@Body() _body: ContactRequestDto): ValidationOkResponseDto {
    return { valid: true };
  }

  @Post('content-of-contact-post')
  @UseGuards(ContactRateLimitGuard)
  @ApiOperation({ operationId: 'contentOfContactPost', summary: 'お問い合わせの送信（保存し、担当者への通知と自動返信メールを送る）' })
  @ApiCreatedResponse({ type: CreatedIdResponseDto })
  @Replayed()
  @RateLimited()
  async contentOfContactPost(
    @Body() body: ContactPostRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CreatedIdResponseDto> {
    return answer(res, await this.contacts.postContact(body, req.ip ?? null));
  }

  @Post('content-of-company-contact-validation')
  @HttpCode(200)
  @ApiOperation({ operationId: 'contentOfCompanyContactValidation', summary: '企業様お問い合わせ内容の確認（入力チェックのみ、保存しない）' })
  @ApiOkResponse({ type: ValidationOkResponseDto })
  contentOfCompanyContactValidation(@Body() _body: CompanyContactRequestDto): ValidationOkResponseDto {
    return { valid: true };
  }

  @Post('content-of-company-contact-post')
  @UseGuards(ContactRateLimitGuard)
  @ApiOperation({ operationId: 'contentOfCompanyContactPost', summary: '企業様お問い合わせの送信（保存し、担当者への通知と自動返信メールを送る）' })
  @ApiCreatedResponse({ type: CreatedIdResponseDto })
  @Replayed()
  @RateLimited()
  async contentOfCompanyContactPost(
    @Body() body: CompanyContactPostRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CreatedIdResponseDto> {
    return answer(res, await this.contacts.postCompanyContact(body, req.ip ?? null));
  }

  @Post('tax-accountant-request')
  @UseGuards(ContactRateLimitGuard)
  @ApiOperation({ operationId: 'taxAccountantRequest', summary: '無料税理士紹介のお申し込み（/zeirishi）' })
  @ApiCreatedResponse({ type: CreatedIdResponseDto })
  @Replayed()
  @RateLimited()
  async taxAccountantRequest(
    @Body() body: TaxAccountantRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CreatedIdResponseDto> {
    return answer(res, await this.contacts.postTaxAccountantRequest(body, req.ip ?? null));
  }

  @Post('guide-request')
  @UseGuards(ContactRateLimitGuard)
  @ApiOperation({ operationId: 'guideRequest', summary: '「エンジニアの成功ガイド」の請求（/engineers-guide-to-success）' })
  @ApiCreatedResponse({ type: CreatedIdResponseDto })
  @Replayed()
  @RateLimited()
  async guideRequest(
    @Body() body: GuideRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CreatedIdResponseDto> {
    return answer(res, await this.contacts.postGuideRequest(body, req.ip ?? null));
  }

  @Post('make-request-to-introduce')
  @UseGuards(ContactRateLimitGuard)
  @ApiOperation({ operationId: 'makeRequestToIntroduce', summary: 'お友達紹介のお申し込み（/introduce）。紹介リンクの ref があれば紹介者として記録' })
  @ApiCreatedResponse({ type: CreatedIdResponseDto })
  @Replayed()
  @RateLimited()
  async makeRequestToIntroduce(
    @Body() body: IntroduceRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CreatedIdResponseDto> {
    return answer(res, await this.contacts.postIntroduceRequest(body, req.ip ?? null));
  }
}
