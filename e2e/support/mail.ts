// The development outbox of a running site (/dev/mail.json, /dev/mail/:id; NODE_ENV=test serves it).
import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
}

/** The mails sent to `to` so far (newest first, as the outbox lists them). */
export async function mailsTo(request: APIRequestContext, siteUrl: string, to: string): Promise<OutboxEntry[]> {
  const { mails } = (await (await request.get(`${siteUrl}/dev/mail.json`)).json()) as { mails: OutboxEntry[] };
  return mails.filter((m) => m.to.includes(to));
}

/**
 * The path and query (`/user/regist/comp?token=…`) of the link to `path` in a mail to `to`, polled until the
 * mail queue has sent it.
 */
export async function mailLink(request: APIRequestContext, siteUrl: string, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path.replace(/[/.]/g, '\\$&')}\\?token=[A-Za-z0-9_%-]+`);
  let link = '';
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(request, siteUrl, to)) {
          const found = pattern.exec(await (await request.get(`${siteUrl}/dev/mail/${mail.id}`)).text());
          if (found) return (link = found[0]);
        }
        return '';
      },
      { message: `a mail to ${to} with a link to ${path}` },
    )
    .not.toBe('');
  return link;
}

/** The token of the link to `path` in a mail to `to`. */
export async function mailToken(request: APIRequestContext, siteUrl: string, to: string, path: string): Promise<string> {
  const link = await mailLink(request, siteUrl, to, path);
  return decodeURIComponent(new URL(link, siteUrl).searchParams.get('token') ?? '');
}
