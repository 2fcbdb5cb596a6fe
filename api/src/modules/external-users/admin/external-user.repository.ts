import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { orderAndPage, supportsRowLocks, whereKeyword } from '../../../common/admin-resource';
import { ExternalUserEntity } from '../entities/external-user.entity';
import type { ExternalUserSearchQueryDto, ExternalUserSort, ExternalUserStatus } from './dto/external-user.dto';

const SORT_COLUMNS: Record<ExternalUserSort, string> = {
  created_at: 'eu.createdAt',
  id: 'eu.id',
  name: 'eu.name',
  merged_at: 'eu.mergedAt',
};

/** The external_users table (the external-users module's own). */
@Injectable()
export class ExternalUserRepository {
  constructor(private readonly dataSource: DataSource) {}

  private rows(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(ExternalUserEntity);
  }

  /** The list's filters but the status (the tabs count under these). */
  private filtered(query: ExternalUserSearchQueryDto): SelectQueryBuilder<ExternalUserEntity> {
    const qb = this.rows().createQueryBuilder('eu');
    whereKeyword(qb, ['eu.name', 'eu.email', 'eu.tel', 'eu.externalId'], query.keyword);
    if (query.service_name) qb.andWhere('eu.serviceName = :service', { service: query.service_name });
    return qb;
  }

  search(query: ExternalUserSearchQueryDto): Promise<[ExternalUserEntity[], number]> {
    const qb = this.filtered(query);
    if (query.status === 'merged') qb.andWhere('eu.memberId IS NOT NULL');
    if (query.status === 'unmerged') qb.andWhere('eu.memberId IS NULL');
    return orderAndPage(qb, query, SORT_COLUMNS, 'eu.id').getManyAndCount();
  }

  async countByStatus(query: ExternalUserSearchQueryDto): Promise<Record<ExternalUserStatus, number>> {
    const row = await this.filtered(query)
      .select('COUNT(*)', 'total')
      .addSelect('COUNT(eu.memberId)', 'merged')
      .getRawOne<{ total: number | string; merged: number | string }>();
    const total = Number(row?.total ?? 0);
    const merged = Number(row?.merged ?? 0);
    return { unmerged: total - merged, merged };
  }

  /** People per service key, and how many of them are not merged yet. */
  async countByService(): Promise<Map<string, { count: number; unmerged: number }>> {
    const rows = await this.rows()
      .createQueryBuilder('eu')
      .select('eu.serviceName', 'service')
      .addSelect('COUNT(*)', 'count')
      .addSelect('COUNT(eu.memberId)', 'merged')
      .groupBy('eu.serviceName')
      .getRawMany<{ service: string; count: number | string; merged: number | string }>();
    return new Map(rows.map((r) => [r.service, { count: Number(r.count), unmerged: Number(r.count) - Number(r.merged) }]));
  }

  findById(id: number, manager?: EntityManager): Promise<ExternalUserEntity | null> {
    return this.rows(manager).findOne({ where: { id } });
  }

  /** The row locked until the transaction ends (MariaDB), so two merges of one person wait for each other. */
  lockById(manager: EntityManager, id: number): Promise<ExternalUserEntity | null> {
    const qb = manager.getRepository(ExternalUserEntity).createQueryBuilder('eu').where('eu.id = :id', { id });
    if (supportsRowLocks(manager)) qb.setLock('pessimistic_write');
    return qb.getOne();
  }

  findByServiceId(manager: EntityManager, serviceName: string, externalId: string): Promise<ExternalUserEntity | null> {
    return manager.getRepository(ExternalUserEntity).findOne({ where: { serviceName, externalId } });
  }

  async insert(manager: EntityManager, values: Pick<ExternalUserEntity, 'serviceName' | 'externalId' | 'name' | 'email' | 'tel'>): Promise<number> {
    const result = await manager.getRepository(ExternalUserEntity).insert(values);
    return Number(result.identifiers[0].id);
  }

  async markMerged(manager: EntityManager, id: number, memberId: number, mergedAt: Date): Promise<void> {
    await manager.getRepository(ExternalUserEntity).update({ id }, { memberId, mergedAt });
  }
}
