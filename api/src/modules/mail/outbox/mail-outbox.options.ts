/** A due outbox row not handed to the queue for this long makes /api/health red (503): mail is not reaching the queue. */
export const OUTBOX_STUCK_AFTER_MS = 60_000;

/** Timing of the outbox relay and of the health check's "stuck" rule. */
export interface MailOutboxOptions {
  /** Poll for rows that the after-commit trigger missed (another process, a failed hand-over). */
  pollMs: number;
  /** Rows claimed per round. */
  batchSize: number;
  /** How long a claim keeps other relays (other API processes) off a row; a crashed relay's rows come back after it. */
  leaseMs: number;
  /** One hand-over to the queue; longer counts as a failure (the row stays and is tried again). */
  handOverTimeoutMs: number;
  /** See OUTBOX_STUCK_AFTER_MS. */
  stuckAfterMs: number;
  /** Sent and skipped rows are deleted after this long (dead letters stay until re-sent) … */
  keepFinishedMs: number;
  /** … by a prune that runs at most this often. */
  pruneEveryMs: number;
}

export const DEFAULT_MAIL_OUTBOX_OPTIONS: Readonly<MailOutboxOptions> = Object.freeze({
  pollMs: 1_000,
  batchSize: 50,
  leaseMs: 30_000,
  handOverTimeoutMs: 3_000,
  stuckAfterMs: OUTBOX_STUCK_AFTER_MS,
  keepFinishedMs: 7 * 24 * 60 * 60 * 1000,
  pruneEveryMs: 60 * 60 * 1000,
});

/**
 * Injection token of this application's MailOutboxOptions: a mutable copy of the defaults per app, read
 * on every use, so a test can shorten e.g. `stuckAfterMs` on a running app instead of waiting a minute.
 */
export const MAIL_OUTBOX_OPTIONS = Symbol('MAIL_OUTBOX_OPTIONS');
