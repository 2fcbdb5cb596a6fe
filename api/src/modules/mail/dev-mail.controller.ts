import { Body, Controller, Get, Header, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DevMailListResponseDto, SendTestMailRequestDto, SendTestMailResponseDto } from './dto/dev-mail.dto';
import { MailService } from './mail.service';
import { MailTransport } from './mail.transport';
import { escapeHtml } from './templates/layout';

/**
 * Development outbox (registered only when config.devMail: development/test, or DEV_MAIL=1): lists the mails the file
 * transport wrote to MAIL_DIR. Not part of the public API document.
 */
@ApiExcludeController()
@Controller('dev')
export class DevMailController {
  constructor(
    private readonly transport: MailTransport,
    private readonly mail: MailService,
  ) {}

  @Get('mail')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async devMailIndex(): Promise<string> {
    const mails = await this.transport.list();
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escapeHtml(new Date(m.date).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' }))}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mail/${escapeHtml(m.id)}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    const note = this.transport.usesFiles
      ? ''
      : '<p>SMTP_URL が設定されているため、メールは SMTP で送信されています（ここには表示されません）。</p>';
    return page(
      '送信メール一覧（開発用）',
      `${note}<p>${mails.length}件</p><table border="1" cellpadding="6" style="border-collapse:collapse"><thead><tr><th>日時</th><th>宛先</th><th>件名</th></tr></thead><tbody>${rows || '<tr><td colspan="3">まだメールはありません</td></tr>'}</tbody></table>`,
    );
  }

  @Get('mail.json')
  @Header('Cache-Control', 'no-store')
  async devMailJson(): Promise<DevMailListResponseDto> {
    const mails = await this.transport.list();
    return { mails: mails.map(({ id, messageId, date, to, subject }) => ({ id, message_id: messageId, date, to, subject })) };
  }

  @Get('mail/:id')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async devMailShow(@Param('id') id: string): Promise<string> {
    const mail = await this.transport.find(id);
    if (!mail) throw new NotFoundException('メールが見つかりませんでした');
    return page(
      mail.subject,
      `<p><a href="/dev/mail">← 一覧へ戻る</a></p><dl><dt>日時</dt><dd>${escapeHtml(mail.date)}</dd><dt>差出人</dt><dd>${escapeHtml(mail.from)}</dd><dt>宛先</dt><dd>${escapeHtml(mail.to)}</dd><dt>件名</dt><dd>${escapeHtml(mail.subject)}</dd></dl><h2>HTML</h2><iframe sandbox srcdoc="${escapeHtml(mail.html)}" style="width:100%;height:320px;border:1px solid #ccc"></iframe><h2>テキスト</h2><pre style="white-space:pre-wrap">${escapeHtml(mail.text)}</pre><p>元のメッセージ: MAIL_DIR/${escapeHtml(mail.id)}.eml</p>`,
    );
  }

  @Post('mail/test')
  @HttpCode(202)
  async devMailTest(@Body() body: SendTestMailRequestDto): Promise<SendTestMailResponseDto> {
    const { id } = await this.mail.enqueue('mail.test', { to: body.to });
    return { job_id: id };
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(title)}｜エンジニアルート（開発用）</title></head><body style="font-family:sans-serif;margin:2rem"><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
