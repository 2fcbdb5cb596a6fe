import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { EntryEntity, type EntryStatus } from './entry.entity';

/** Who changed an entry's status: the member themself, or a staff account (its id as text). */
export const CHANGED_BY_MEMBER = 'member';

/** One change of an entry's status (the first row is the entry itself, エントリー済み by the member). */
@Entity('entry_status_histories')
@Index(['entryId', 'changedAt'])
export class EntryStatusHistoryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  entryId!: number;

  @ManyToOne(() => EntryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'entry_id' })
  entry?: Relation<EntryEntity>;

  @Column({ type: 'varchar', length: 20 })
  status!: EntryStatus;

  /** 'member', or the staff account's id (admin_users.id) as text. */
  @Column({ type: 'varchar', length: 32 })
  changedBy!: string;

  @Column({ type: 'datetime' })
  changedAt!: Date;

  /** The staff account's name at the time of a staff change (the account may be renamed or deleted later). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  staffName!: string | null;

  /**
   * The outbox id of the mail this change queued to the member (its entry-received or status mail), so
   * entry/detail can list the mails sent about the entry after the outbox row is pruned.
   */
  @Column({ type: 'varchar', length: 36, nullable: true })
  mailJobId!: string | null;
}
