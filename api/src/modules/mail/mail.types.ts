/** Every queue job name, `mail.<verb>`. Payloads carry ids (or an address for the test mail), never secrets. */
export interface MailJobs {
  'mail.test': { to: string };
}

export type MailJobName = keyof MailJobs & string;

/** A mail ready to send. */
export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/**
 * Loads what the job needs by id and renders it. Returns null when the record is gone
 * (deleted member, withdrawn entry …): the job is then skipped, not failed.
 */
export type MailHandler<P = unknown> = (payload: P) => Promise<RenderedMail | null>;

export type MailJobResult = { status: 'sent'; messageId: string } | { status: 'skipped'; reason: string };

/** The two interchangeable queue drivers (BullMQ on Redis, or in-process). */
export interface MailQueueDriver {
  add(name: string, payload: unknown): Promise<{ id: string }>;
  /** 'up' | 'down' for Redis; 'not configured' for the in-process queue. */
  health(): Promise<'up' | 'down' | 'not configured'>;
}

export const MAIL_QUEUE = 'mail';
export const MAIL_QUEUE_DRIVER = Symbol('MAIL_QUEUE_DRIVER');
