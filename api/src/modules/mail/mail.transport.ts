import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import * as nodemailer from 'nodemailer';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import type { RenderedMail } from './mail.types';

/** A mail written by the file transport (MAIL_DIR/<id>.json, next to <id>.eml). */
export interface StoredMail {
  id: string;
  messageId: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * SMTP (SMTP_URL) or, without it, a file transport: each mail becomes MAIL_DIR/<id>.json plus the raw
 * message as <id>.eml, listed by the /dev/mail pages.
 */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger(MailTransport.name);
  private readonly smtp?: nodemailer.Transporter;
  private readonly eml = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(@InjectConfig() private readonly config: AppConfig) {
    if (config.smtpUrl) this.smtp = nodemailer.createTransport(config.smtpUrl);
  }

  get usesFiles(): boolean {
    return !this.smtp;
  }

  /** Sends with the given Message-ID (`<id@host>`), so a mail sent again is recognisably the same one. */
  async send(mail: RenderedMail, messageId: string): Promise<string> {
    const message = { from: this.config.mailFrom, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html, messageId };
    if (this.smtp) {
      const info = await this.smtp.sendMail(message);
      return String(info.messageId);
    }
    const id = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(4).toString('hex')}`;
    const built = await this.eml.sendMail(message);
    const stored: StoredMail = {
      id,
      messageId,
      date: new Date().toISOString(),
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    };
    await mkdir(this.config.mailDir, { recursive: true });
    await writeFile(path.join(this.config.mailDir, `${id}.eml`), built.message as Buffer);
    await writeFile(path.join(this.config.mailDir, `${id}.json`), JSON.stringify(stored, null, 2));
    this.logger.log(`mail written to ${path.join(this.config.mailDir, `${id}.json`)} (${mail.subject})`);
    return String(built.messageId);
  }

  /** Mails written by the file transport, newest first. */
  async list(): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = await readdir(this.config.mailDir);
    } catch {
      return [];
    }
    const mails = await Promise.all(
      names.filter((n) => n.endsWith('.json')).map(async (n) => {
        try {
          return JSON.parse(await readFile(path.join(this.config.mailDir, n), 'utf8')) as StoredMail;
        } catch {
          return null;
        }
      }),
    );
    return mails.filter((m): m is StoredMail => m !== null).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id.localeCompare(a.id)));
  }

  async find(id: string): Promise<StoredMail | null> {
    if (!/^[0-9a-f-]+$/i.test(id)) return null;
    try {
      return JSON.parse(await readFile(path.join(this.config.mailDir, `${id}.json`), 'utf8')) as StoredMail;
    } catch {
      return null;
    }
  }

  close(): void {
    this.smtp?.close();
  }
}
