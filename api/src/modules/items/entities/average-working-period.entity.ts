import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The site-wide "average working period" figure (get-average-working-period), edited by staff
 * (update-average-working-period/update). One row; months stored in tenths (e.g. 146 → 14.6ヶ月) so
 * both databases keep it exact without a decimal type.
 */
@Entity('average_working_periods')
export class AverageWorkingPeriodEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  monthsTenths!: number;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
