import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';

/**
 * A member's saved search (issue 13, 「この条件を保存」): the conditions of /item/search or a tag page, stored
 * normalised (saved-search-conditions.ts), with the Japanese label made when it was saved. The same
 * conditions are stored once per member: `conditions_key` (SHA-256 of the normalised JSON) is unique per
 * member, so two clicks or two tabs cannot store two copies.
 */
@Entity('saved_searches')
@Index('UQ_saved_searches_member_conditions', ['memberId', 'conditionsKey'], { unique: true })
export class SavedSearchEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  memberId!: number;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: Relation<MemberEntity>;

  /** The normalised conditions as JSON (keys in a fixed order, lists sorted, no empty values). */
  @Column({ type: 'text' })
  conditions!: string;

  /** Hex SHA-256 of `conditions`: what makes two saved searches of a member "the same". */
  @Column({ type: 'varchar', length: 64 })
  conditionsKey!: string;

  /** 「Java・東京都・60万円以上」: built from tag terms and master names when saved. */
  @Column({ type: 'varchar', length: 255 })
  label!: string;

  /** The daily new-listing mail (「新着案件をメールで受け取る（1日1回）」). */
  @Index()
  @Column({ type: 'boolean', default: true })
  mailEnabled!: boolean;

  /** The `now` of the last digest that covered this search (the next one starts there). */
  @Column({ type: 'datetime', nullable: true })
  lastDigestAt!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
