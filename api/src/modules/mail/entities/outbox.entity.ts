import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** pending: not sent yet (waiting, in the queue, or waiting for a retry); the others are final. */
export type OutboxStatus = 'pending' | 'sent' | 'skipped' | 'dead';

/**
 * Transactional outbox of mail jobs: written in the same database transaction as the record a mail is
 * about, moved to the queue by MailOutboxRelay, and the record of the mail until it is sent: the job
 * reports its outcome back to the row (MailDelivery), so a queue that loses a job (Redis restarted
 * without persistence) loses nothing the row does not hand over again. The id is a random UUID made by
 * the API and is also the queue's job id and the mail's Message-ID, so a row handed over twice is one
 * job, and a mail sent again after a crash is recognisably the same mail; a UUID rather than a counter
 * so a reset database can never reuse the id of a job Redis still remembers.
 */
@Entity('outbox')
@Index('IDX_outbox_pending', ['dispatchedAt', 'createdAt'])
@Index('IDX_outbox_status', ['status', 'createdAt'])
export class OutboxEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /** e.g. 'mail.contact-received' */
  @Column({ type: 'varchar', length: 100 })
  jobName!: string;

  /** JSON of the job payload (ids only, never secrets). */
  @Column({ type: 'text' })
  payload!: string;

  /** Set by the API (not a database default) so ages are measured on the clock that writes them. */
  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: OutboxStatus;

  /** Relay attempts so far (each one a hand-over to the queue). */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastAttemptAt!: Date | null;

  /** When the queue last accepted the job; null while the row waits for the relay. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  dispatchedAt!: Date | null;

  /** Send attempts that failed or ran so far (the dead-letter rule counts these). */
  @Column({ type: 'int', default: 0 })
  sendAttempts!: number;

  /** After a failed send: not handed over again before this. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  nextAttemptAt!: Date | null;

  /** When the row became final (sent, skipped or dead). Sent and skipped rows are pruned later. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  finishedAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  /** The relay pass holding the row (a random token) and until when: other API processes skip it meanwhile. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimedBy!: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  claimedUntil!: Date | null;
}
