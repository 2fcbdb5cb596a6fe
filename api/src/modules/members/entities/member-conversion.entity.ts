import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MemberEntity } from './member.entity';

/**
 * store-offline-cvdata (issue 12): the ad parameters a visitor arrived with (gclid, utm_*), kept in the
 * browser until sign-up and stored with the new member, for offline conversion upload (an admin CSV comes
 * with the back office). One row per registration that carried parameters.
 */
@Entity('member_conversions')
export class MemberConversionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  memberId!: number;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: Relation<MemberEntity>;

  /** Google Ads click id. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  gclid!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmSource!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmMedium!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmCampaign!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmTerm!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmContent!: string | null;

  /** The path the visitor first landed on with the parameters (e.g. /lp1). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  landingPath!: string | null;

  /** When the visitor arrived with them (the conversion's click time for the upload). */
  @Column({ type: 'datetime', nullable: true })
  arrivedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
