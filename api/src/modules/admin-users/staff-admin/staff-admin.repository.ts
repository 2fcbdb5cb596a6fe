import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type AdminRecordStore, entityRecordStore, orderAndPage, whereKeyword, supportsRowLocks } from '../../../common/admin-resource';
import { LastOwnerError } from '../admin-users.errors';
import { AdminRole, AdminUserEntity } from '../entities/admin-user.entity';
import type { AdminUserSearchQueryDto, StaffSort } from './dto/staff.dto';
import { whereStaffStatus } from './staff-status';

const SORT_COLUMNS: Record<StaffSort, string> = {
  id: 'staff.id',
  name: 'staff.name',
  email: 'staff.email',
  last_login_at: 'staff.lastLoginAt',
  created_at: 'staff.createdAt',
};

/** Stored before issue 15 in a local SQLite file (its rows are never migrated): an owner too. */
const OWNER_VALUES = [AdminRole.Owner, 'admin'];

/** Staff accounts (admin_users) as owners manage them (SPEC §7 user/*). */
@Injectable()
export class StaffAdminRepository {
  private readonly rows = entityRecordStore(AdminUserEntity);

  /**
   * The toolkit's statements, with the rule that the back office never loses its last owner: after an edit
   * or a delete, inside the same transaction, at least one owner who can log in (not disabled, not deleted)
   * must remain, else the write is undone (409 ADMIN_USER_LAST_OWNER). Checked after the write with a locking
   * read of the owners, so two owners demoting each other at once cannot both succeed (one waits, or is the
   * deadlock victim and is run again, and then sees the other's change).
   */
  readonly records: AdminRecordStore<AdminUserEntity> = {
    ...this.rows,
    updateAtVersion: async (manager, id, version, values) => {
      const updated = await this.rows.updateAtVersion(manager, id, version, values);
      if (updated) await this.assertAnOwnerRemains(manager);
      return updated;
    },
    softDelete: async (manager, ids) => {
      await this.rows.softDelete(manager, ids);
      await this.assertAnOwnerRemains(manager);
    },
  };

  constructor(private readonly dataSource: DataSource) {}

  private async assertAnOwnerRemains(manager: EntityManager): Promise<void> {
    const qb = manager
      .getRepository(AdminUserEntity)
      .createQueryBuilder('staff')
      .select('staff.id')
      .where('staff.role IN (:...owners)', { owners: OWNER_VALUES })
      .andWhere('staff.disabledAt IS NULL');
    if (supportsRowLocks(manager)) qb.setLock('pessimistic_write');
    if ((await qb.getMany()).length === 0) throw new LastOwnerError();
  }

  /** One account, deleted or not. */
  findById(id: number): Promise<AdminUserEntity | null> {
    return this.dataSource.getRepository(AdminUserEntity).findOne({ where: { id }, withDeleted: true });
  }

  /** The account holding `email`, deleted ones included (the address stays theirs: unique index). */
  findByEmail(email: string): Promise<AdminUserEntity | null> {
    return this.dataSource.getRepository(AdminUserEntity).findOne({ where: { email }, withDeleted: true });
  }

  search(query: AdminUserSearchQueryDto): Promise<[AdminUserEntity[], number]> {
    const qb = this.dataSource.getRepository(AdminUserEntity).createQueryBuilder('staff').withDeleted();
    if (query.status) whereStaffStatus(qb, 'staff', query.status);
    else qb.andWhere('staff.deletedAt IS NULL');
    if (query.role) qb.andWhere('staff.role = :role', { role: query.role });
    whereKeyword(qb, ['staff.name', 'staff.email'], query.keyword);
    return orderAndPage(qb, query, SORT_COLUMNS, 'staff.id').getManyAndCount();
  }

  /** Every account (deleted ones too), by id: names for pickers. */
  all(): Promise<AdminUserEntity[]> {
    return this.dataSource.getRepository(AdminUserEntity).find({ withDeleted: true, order: { id: 'ASC' } });
  }
}
