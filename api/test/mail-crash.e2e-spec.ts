// The API killed (SIGKILL, no graceful shutdown) while the SMTP server holds its reply to a mail: the mail may
// or may not have been accepted, so after a restart it is sent again — with the same Message-ID, made from
// its outbox row, so the receiving systems collapse the two. Runs the compiled entry point.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { csrf, fakeSmtpServer, postJson, startApi, until, type RunningApi } from './support/api-process';

jest.setTimeout(90_000);

const messageIdOf = (message: string) => /^Message-ID:\s*(.*)$/im.exec(message)?.[1].trim();

describe('mail after a crash mid-send (compiled API, SIGKILL)', () => {
  let dir: string;
  let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
  let api: RunningApi | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'er-mail-crash-'));
    // The first message is never answered; later ones are accepted at once.
    smtp = await fakeSmtpServer((n) => (n === 0 ? Infinity : 0));
  });

  afterAll(async () => {
    if (api && !api.exited()) {
      api.child.kill('SIGKILL');
      await api.exit;
    }
    await new Promise((resolve) => smtp.server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('sends the mail again after the restart, with the same Message-ID', async () => {
    const env = { MAIL_ATTEMPTS: '5', MAIL_REDISPATCH_AFTER_MS: '1000' };
    api = await startApi(dir, smtp.port, env);
    const res = await postJson(api.port, '/dev/mail/test', { to: 'crash@example.com' }, await csrf(api.port));
    expect(res.status).toBe(202);
    const jobId = (JSON.parse(res.body) as { job_id: string }).job_id;
    const held = await until('the SMTP server to hold the message', () => smtp.sessions.find((s) => s.message));

    api.child.kill('SIGKILL');
    await api.exit;
    expect(held.accepted).toBe(false);

    api = await startApi(dir, smtp.port, env);
    const again = await until('the mail to be sent again', () => smtp.sessions.find((s) => s.accepted), 30_000);
    expect(again.message).toMatch(/^To: crash@example\.com$/m);
    expect(messageIdOf(again.message)).toBe(messageIdOf(held.message));
    expect(messageIdOf(again.message)).toBe(`<${jobId}@localhost>`);
    // Once more is enough: the row is sent, nothing hands it over again.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(smtp.sessions.filter((s) => s.accepted)).toHaveLength(1);
  });
});
