import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Contract forms (業務委託（準委任）, 業務委託（請負）, 派遣, 正社員 …). Listed by get-contract-type-list;
 * members keep their wished contract types as a comma-joined list of these ids (SPEC §3 contract_types).
 */
@Entity('contract_types')
export class ContractTypeEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  @Column({ type: 'int', default: 0 })
  sortOrder!: number;
}
