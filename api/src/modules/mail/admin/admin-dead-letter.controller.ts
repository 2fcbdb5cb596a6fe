import { Body, Controller, Get, HttpCode, Inject, Optional, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { pageOf } from '../../../common/admin-resource/paged-response.dto';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AdminAccess } from '../../auth/admin-access';
import { MailOutboxRelay } from '../outbox/mail-outbox.relay';
import { MailOutboxRepository } from '../outbox/mail-outbox.repository';
import { DeadLetterResendDto, DeadLetterResendResponseDto, DeadLetterSearchQueryDto, DeadLetterSearchResponseDto } from './dead-letter.dto';
import { DeadLetterNotFoundError, MailErrorCode } from './dead-letter.errors';
import { RECIPIENT_KIND_LABELS, recipientKindOf } from './recipient-kind';

/** A link's token (or any `token=` value) in an error message is not for staff eyes either. */
const redactTokens = (text: string | null) => text && text.replace(/(token=)[^&\s"'<>]+/gi, '$1***');

/**
 * Not in SPEC §7: mail whose attempts ran out (dead letters on the outbox), for staff to see and re-send.
 * The list never shows a payload: it may carry a link with a one-time token.
 */
@ApiTags('admin-mail')
@Controller('api/admin/mail/dead-letter')
export class AdminDeadLetterController {
  constructor(
    private readonly outbox: MailOutboxRepository,
    /** Absent where the API does not run jobs: the worker's relay then finds the revived row on its next poll. */
    @Optional() @Inject(MailOutboxRelay) private readonly relay: MailOutboxRelay | null,
  ) {}

  @Get('search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminMailDeadLetterSearch', summary: '送信できなかったメール（再試行の回数を使い切ったもの）の一覧。新しい順' })
  @ApiOkResponse({ type: DeadLetterSearchResponseDto })
  async adminMailDeadLetterSearch(@Query() query: DeadLetterSearchQueryDto): Promise<DeadLetterSearchResponseDto> {
    const { rows, total } = await this.outbox.deadLetters((query.page - 1) * query.per_page, query.per_page, query.order);
    return pageOf(
      rows.map((row) => {
        const kind = recipientKindOf(row.jobName);
        return {
          id: row.id,
          job_name: row.jobName,
          recipient_kind: kind,
          recipient_kind_label: RECIPIENT_KIND_LABELS[kind],
          created_at: row.createdAt.toISOString(),
          failed_at: row.finishedAt?.toISOString() ?? null,
          attempts: row.sendAttempts,
          last_error: redactTokens(row.lastError),
        };
      }),
      total,
      query,
    );
  }

  @Post('resend')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminMailDeadLetterResend', summary: '送信できなかったメールを送信待ちに戻す（試行回数は 0 から数え直す。同じ Message-ID で送る）' })
  @ApiOkResponse({ type: DeadLetterResendResponseDto })
  @ApiErrors(MailErrorCode.DEAD_LETTER_NOT_FOUND)
  async adminMailDeadLetterResend(@Body() body: DeadLetterResendDto): Promise<DeadLetterResendResponseDto> {
    if (!(await this.outbox.revive(body.id))) throw new DeadLetterNotFoundError();
    this.relay?.kick();
    return { id: body.id, status: 'pending' };
  }
}
