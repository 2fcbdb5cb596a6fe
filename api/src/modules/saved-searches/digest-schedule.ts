import { DAY_MS, JST_OFFSET_MS, japaneseDay } from '../../common/time/japan-day';

/** How far back a digest looks at most: a day and an hour of margin (a late run, a slow previous one). */
export const DIGEST_WINDOW_MS = DAY_MS + 60 * 60 * 1000;

/** The day in Japan of an instant, 'YYYY-MM-DD': one digest per member and such day. */
export function jstDate(now: Date): string {
  return japaneseDay(now).day;
}

/** The next instant, strictly after `now`, at `hour`:00 in Japan (the in-process timer's next run). */
export function nextDigestAt(now: Date, hour: number): Date {
  const jst = new Date(now.getTime() + JST_OFFSET_MS);
  let at = Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth(), jst.getUTCDate(), hour) - JST_OFFSET_MS;
  if (at <= now.getTime()) at += DAY_MS;
  return new Date(at);
}

/** The cron pattern of the BullMQ job scheduler (with tz Asia/Tokyo): every day at `hour`:00. */
export function digestCronPattern(hour: number): string {
  return `0 ${hour} * * *`;
}

/** Where a saved search's digest starts: after its creation, after its last digest, and at most a window ago. */
export function digestSince(createdAt: Date, lastDigestAt: Date | null, now: Date): Date {
  return new Date(Math.max(createdAt.getTime(), lastDigestAt?.getTime() ?? 0, now.getTime() - DIGEST_WINDOW_MS));
}
