import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A mail job that failed for good in the in-process queue (kept for inspection / manual retry). */
@Entity('failed_mail_jobs')
export class FailedMailJobEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** e.g. 'mail.send-auth' */
  @Index()
  @Column({ type: 'varchar', length: 100 })
  jobName!: string;

  /** JSON of the job data (ids only, never secrets). */
  @Column({ type: 'text' })
  payload!: string;

  @Column({ type: 'text' })
  error!: string;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @CreateDateColumn({ type: 'datetime' })
  failedAt!: Date;
}
