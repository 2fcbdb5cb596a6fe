import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AverageWorkingPeriodEntity } from '../entities/average-working-period.entity';
import { supportsRowLocks } from '../../../common/admin-resource';

/**
 * The stored "average working period" (average_working_periods: one row; the public side reads the newest,
 * RankingsRepository.averageWorkingPeriodTenths) as staff write it, inside the caller's transaction.
 */
@Injectable()
export class AverageWorkingPeriodRepository {
  /** The row the top page shows (the newest), locked until the transaction ends (MariaDB: FOR UPDATE); null when none. */
  async lockCurrent(manager: EntityManager): Promise<AverageWorkingPeriodEntity | null> {
    const qb = manager.getRepository(AverageWorkingPeriodEntity).createQueryBuilder('period').orderBy('period.id', 'DESC').limit(1);
    if (supportsRowLocks(manager)) qb.setLock('pessimistic_write');
    return qb.getOne();
  }

  /** Sets the figure of the row `id`, or stores the first row; the row as stored. */
  async save(manager: EntityManager, id: number | null, monthsTenths: number): Promise<AverageWorkingPeriodEntity> {
    const repo = manager.getRepository(AverageWorkingPeriodEntity);
    if (id === null) return repo.save(repo.create({ monthsTenths }));
    await repo.update({ id }, { monthsTenths });
    return repo.findOneByOrFail({ id });
  }
}
