// Mail that could not be sent: with the SMTP server away, a mail uses up its attempts and becomes a dead letter;
// staff see it at メール送信エラー (whom it was for, never its contents), the SMTP server comes back, and 再送
// delivers it — with the Message-ID of its first attempts. A real SMTP server (smtp-server) in the test process.
import { SMTPServer } from 'smtp-server';
import { test, expect } from '../support/fixtures';
import { freePort, startSite, type RunningSite } from '../support/site';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

interface Received {
  to: string[];
  messageId: string;
}

test.describe('dead letters in the back office', () => {
  let site: RunningSite;
  let smtpPort: number;
  let smtp: SMTPServer | undefined;
  const received: Received[] = [];

  test.beforeAll(async () => {
    smtpPort = await freePort();
    // Nothing listens on the SMTP port yet: every attempt is refused, and one attempt is all a mail gets.
    site = await startSite({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_ATTEMPTS: '1' });
  });

  test.afterAll(async () => {
    await site?.stop();
    const server = smtp;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('staff see a mail that could not be sent and re-send it', async ({ page }) => {
    // A mail the site cannot send (the development test mail, through the outbox like any other).
    const csrf = await fetch(`${site.url}/sanctum/csrf-cookie`);
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)![1]);
    const queued = await fetch(`${site.url}/dev/mail/test`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': token },
      body: JSON.stringify({ to: 'dead-letter@example.com' }),
    });
    expect(queued.status).toBe(202);
    const { job_id: jobId } = (await queued.json()) as { job_id: string };

    await page.goto(`${site.url}/admin/mail-dead-letter`);
    await logInAsStaff(page, DEMO_OWNER);
    await expect(page.getByRole('heading', { level: 1, name: 'メール送信エラー' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'メール送信エラー' })).toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table', { name: 'メール送信エラー' });
    const row = table.getByRole('row').filter({ hasText: 'mail.test' });
    // The attempt may still be running when the list is first read.
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText('テスト送信');
    await expect(row).toContainText('ECONNREFUSED');
    // Whom it was for by kind only: never the address or the payload.
    await expect(table).not.toContainText('dead-letter@example.com');
    await expectAccessibleAt(page, 1280);

    // The SMTP server is back; 再送, after confirming.
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), messageId: /^Message-ID:\s*(.*)$/im.exec(raw)?.[1].trim() ?? '' });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(smtpPort, '127.0.0.1', resolve));
    smtp = server;

    await row.getByRole('button', { name: /を再送$/ }).click();
    const dialog = page.getByRole('alertdialog', { name: /再送しますか？/ });
    await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
    await dialog.getByRole('button', { name: '再送する' }).click();
    await expect(page.getByText('再送を受け付けました。')).toBeVisible();
    await expect(page.getByText('該当するデータがありません')).toBeVisible();

    await expect.poll(() => received.filter((m) => m.to.includes('dead-letter@example.com')).length, { timeout: 20_000 }).toBe(1);
    expect(received[0].messageId).toBe(`<${jobId}@127.0.0.1>`);
  });
});
