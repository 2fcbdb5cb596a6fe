import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthState, MemberEntity } from './entities/member.entity';

/**
 * Counts of members for the back office dashboard (SPEC §7 top/monthly-user-registration-number,
 * top/age-user-number). Who counts: members who completed registration (本登録) and have not withdrawn —
 * a provisional sign-up whose mail link was never followed is not a member yet, and a withdrawn member's
 * row is anonymised (a soft delete), so the figures describe the members the site has now.
 */
@Injectable()
export class MemberFigures {
  constructor(private readonly dataSource: DataSource) {}

  private members(alias: string) {
    return this.dataSource
      .getRepository(MemberEntity)
      .createQueryBuilder(alias)
      .where(`${alias}.authState = :authenticated`, { authenticated: AuthState.Authenticated });
  }

  /**
   * Members registered in each period between consecutive `bounds` (instants, ascending): one count fewer
   * than bounds, each period [bounds[i], bounds[i+1]). One pass over the registration-date index.
   */
  async registeredBetween(bounds: Date[]): Promise<number[]> {
    if (bounds.length < 2) return [];
    const qb = this.members('m').select([]);
    for (let i = 0; i + 1 < bounds.length; i++) {
      qb.addSelect(`SUM(CASE WHEN m.createdAt >= :from${i} AND m.createdAt < :to${i} THEN 1 ELSE 0 END)`, `p${i}`).setParameters({ [`from${i}`]: bounds[i], [`to${i}`]: bounds[i + 1] });
    }
    qb.andWhere('m.createdAt >= :first', { first: bounds[0] }).andWhere('m.createdAt < :last', { last: bounds[bounds.length - 1] });
    const row = (await qb.getRawOne<Record<string, string | number | null>>()) ?? {};
    return bounds.slice(1).map((_, i) => Number(row[`p${i}`] ?? 0));
  }

  /** How many members have each birth date (`YYYY-MM-DD`, or null for none given). */
  async countsByBirthDate(): Promise<{ birthDate: string | null; count: number }[]> {
    const rows = await this.members('m')
      .select('m.birthDate', 'birthDate')
      .addSelect('COUNT(*)', 'count')
      .groupBy('m.birthDate')
      .getRawMany<{ birthDate: string | Date | null; count: string | number }>();
    return rows.map((r) => ({ birthDate: r.birthDate === null ? null : typeof r.birthDate === 'string' ? r.birthDate.slice(0, 10) : r.birthDate.toISOString().slice(0, 10), count: Number(r.count) }));
  }
}
