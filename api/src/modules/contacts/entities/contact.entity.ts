import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** SPEC §3 contact types of the general inquiry form. */
export const ContactType = {
  TechnicalSupport: 1,
  ContractDevelopment: 2,
  WebProduction: 3,
  ProductsAndServices: 4,
  Partnership: 5,
  Recruiting: 6,
  Other: 7,
} as const;
export type ContactType = (typeof ContactType)[keyof typeof ContactType];
export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  1: '技術サポート',
  2: '受託開発',
  3: 'Web制作',
  4: '製品・サービス',
  5: '提携',
  6: '採用',
  7: 'その他',
};

/**
 * Internal contact types: requests from other public forms stored in the same `contacts` table
 * (no table of their own). Never offered by the general inquiry form, which accepts 1–7 only.
 */
export const InternalContactType = {
  /** /zeirishi: free tax-accountant referral request. */
  TaxAccountantRequest: 101,
  /** /engineers-guide-to-success: success-guide request. */
  GuideRequest: 102,
} as const;
export type InternalContactType = (typeof InternalContactType)[keyof typeof InternalContactType];
export const INTERNAL_CONTACT_TYPE_LABELS: Record<InternalContactType, string> = {
  101: '税理士紹介',
  102: 'ガイド請求',
};

/** General inquiry (/contact → confirm → comp). idempotencyKey stops a double submit storing twice. */
@Entity('contacts')
@Index(['createdAt'])
export class ContactEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  contactType!: ContactType | InternalContactType;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  nameKana!: string;

  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  tel!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  companyName!: string | null;

  @Column({ type: 'text' })
  body!: string;

  /** Sender IP (IPv6 fits in 45). */
  @Column({ type: 'varchar', length: 45, nullable: true })
  ip!: string | null;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyKey!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
