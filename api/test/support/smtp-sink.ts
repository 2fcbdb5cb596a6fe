import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  messageId: string;
  raw: string;
}

/**
 * A real SMTP server on a fixed port that a test can take away and give back: `up()` accepts mail,
 * `down('refuse')` refuses connections, `down('hang')` accepts them and never greets (a server that is
 * there but stuck). Every accepted mail is kept with its Message-ID.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private smtp?: SMTPServer;
  private hang?: Server;
  private readonly hung = new Set<Socket>();

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    await this.closeHang();
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), messageId: /^Message-ID:\s*(.*)$/im.exec(raw)?.[1].trim() ?? '', raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(this.port, '127.0.0.1', resolve));
    this.smtp = smtp;
  }

  async down(how: 'refuse' | 'hang' = 'refuse'): Promise<void> {
    const smtp = this.smtp;
    this.smtp = undefined;
    if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
    if (how === 'hang' && !this.hang) {
      const hang = createServer((socket) => {
        this.hung.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => this.hung.delete(socket));
      });
      await new Promise<void>((resolve) => hang.listen(this.port, '127.0.0.1', resolve));
      this.hang = hang;
    }
  }

  /** Mails received for `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }

  async close(): Promise<void> {
    await this.down();
    await this.closeHang();
  }

  private async closeHang(): Promise<void> {
    const hang = this.hang;
    this.hang = undefined;
    for (const socket of this.hung) socket.destroy();
    if (hang) await new Promise((resolve) => hang.close(resolve));
  }
}
