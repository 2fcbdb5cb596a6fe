import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { ItemEntity } from '../../items/entities/item.entity';
import { MemberEntity } from '../../members/entities/member.entity';

/** A listing on a member's shortlist (SPEC §3 consideration item: user_id + item_id, no duplicates). */
@Entity('consider_items')
@Index(['memberId', 'itemId'], { unique: true })
export class ConsiderItemEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  memberId!: number;

  @Index()
  @Column({ type: 'int' })
  itemId!: number;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: Relation<MemberEntity>;

  @ManyToOne(() => ItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: Relation<ItemEntity>;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
