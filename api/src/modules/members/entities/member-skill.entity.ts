import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TagEntity } from '../../tags/entities/tag.entity';
import { MemberEntity } from './member.entity';

/**
 * A member's skill, as a tag (drives /user-skill-matching-item: items sharing tags with the member).
 * experienceYears is optional self-reported experience.
 */
@Entity('member_skills')
@Index(['tagId', 'memberId'])
export class MemberSkillEntity {
  @PrimaryColumn({ type: 'int' })
  memberId!: number;

  @PrimaryColumn({ type: 'int' })
  tagId!: number;

  @Column({ type: 'int', nullable: true })
  experienceYears!: number | null;

  @ManyToOne(() => MemberEntity, (member) => member.skills, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: Relation<MemberEntity>;

  @ManyToOne(() => TagEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id' })
  tag?: Relation<TagEntity>;
}
