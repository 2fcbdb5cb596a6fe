import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Transactional outbox of mail jobs (issue 9): written in the same database transaction as the record a
 * mail is about, moved to the queue by MailOutboxRelay. The id is a random UUID made by the API and is
 * also the BullMQ job id, so a row relayed twice (a relay that crashed between the queue accepting the
 * job and marking the row) is one job; a UUID rather than a counter so a reset database can never reuse
 * the id of a job Redis still remembers.
 */
@Entity('outbox')
@Index('IDX_outbox_pending', ['dispatchedAt', 'createdAt'])
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

  /** Relay attempts so far (each one a hand-over to the queue). */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastAttemptAt!: Date | null;

  /** When the queue accepted the job; null while the row waits. Dispatched rows are pruned later. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  dispatchedAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  /** The relay pass holding the row (a random token) and until when: other API processes skip it meanwhile. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimedBy!: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  claimedUntil!: Date | null;
}
