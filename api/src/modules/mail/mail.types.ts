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

/** Jobs in the queue by state; null where the driver cannot tell (or Redis did not answer). */
export interface MailQueueCounts {
  waiting: number | null;
  active: number | null;
  delayed: number | null;
  failed: number | null;
}

/**
 * The two interchangeable queue drivers (BullMQ on Redis, or in-process). Only the outbox relay adds
 * jobs: `jobId` is the outbox row id, and adding an id the queue already has is a no-op, so a row
 * relayed twice is still one job.
 */
export interface MailQueueDriver {
  readonly kind: 'bullmq' | 'in-process';
  /** Resolves once the queue has the job (BullMQ: stored in Redis); rejects at once when it cannot take it. */
  add(name: string, payload: unknown, jobId: string): Promise<void>;
  /** 'up' | 'down' for Redis; 'not configured' for the in-process queue. */
  health(): Promise<'up' | 'down' | 'not configured'>;
  counts(): Promise<MailQueueCounts>;
}

export const MAIL_QUEUE = 'mail';
export const MAIL_QUEUE_DRIVER = Symbol('MAIL_QUEUE_DRIVER');
