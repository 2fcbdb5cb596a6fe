import { Injectable } from '@nestjs/common';
import { japaneseDay } from '../../common/time/japan-day';
import { ColumnViewsService } from '../columns/column-views/column-views.service';
import { ItemViewStats } from '../items/view-stats/item-view-stats';
import { MemberFigures } from '../members/member-figures';
import { AdminNewsService } from '../news/admin-news/admin-news.service';
import { PublicationStatus } from '../news/publication-status';
import { AGE_BANDS, ageOn, bandOf, lastJapanDays, lastJapanMonths, NO_BIRTH_DATE_BAND, UNDER_18_BAND } from './dashboard-periods';
import {
  type AgeBandsDto,
  type ColumnAccessInfoDto,
  type DailyViewsDto,
  type ItemAccessInfoDto,
  LATEST_NEWS_LIMIT,
  type LatestNewsDto,
  type MonthlyRegistrationsDto,
  REGISTRATION_MONTHS,
  TOP_LIMIT,
} from './dto/dashboard.dto';

/** Every day of the period, a day without views as 0. */
function everyDay(days: string[], views: Map<string, number>): { days: DailyViewsDto[]; total: number } {
  const rows = days.map((day) => ({ day, views: views.get(day) ?? 0 }));
  return { days: rows, total: rows.reduce((sum, r) => sum + r.views, 0) };
}

/**
 * The back office dashboard (SPEC §7 `top/*`): figures read from the modules that own them (members, listing
 * views, column views, staff notices). Days and months are Japan's.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly members: MemberFigures,
    private readonly itemViews: ItemViewStats,
    private readonly columnViews: ColumnViewsService,
    private readonly news: AdminNewsService,
  ) {}

  async monthlyRegistrations(now = new Date()): Promise<MonthlyRegistrationsDto> {
    const months = lastJapanMonths(REGISTRATION_MONTHS, now);
    const counts = await this.members.registeredBetween([...months.map((m) => m.start), months[months.length - 1].end]);
    return {
      months: months.map((m, i) => ({ month: m.month, label: `${m.month.slice(0, 4)}年${Number(m.month.slice(5))}月`, count: counts[i] })),
      total: counts.reduce((sum, n) => sum + n, 0),
    };
  }

  async ageBands(now = new Date()): Promise<AgeBandsDto> {
    const today = japaneseDay(now).day;
    const counts = new Map<string, number>();
    for (const { birthDate, count } of await this.members.countsByBirthDate()) {
      const band = birthDate === null ? NO_BIRTH_DATE_BAND.band : bandOf(ageOn(birthDate, today)).band;
      counts.set(band, (counts.get(band) ?? 0) + count);
    }
    const under18 = counts.get(UNDER_18_BAND.band) ?? 0;
    const bands = [...(under18 > 0 ? [UNDER_18_BAND] : []), ...AGE_BANDS, NO_BIRTH_DATE_BAND].map(({ band, label }) => ({ band, label, count: counts.get(band) ?? 0 }));
    return { bands, total: bands.reduce((sum, b) => sum + b.count, 0) };
  }

  async itemAccess(dayCount: number, now = new Date()): Promise<ItemAccessInfoDto> {
    const days = lastJapanDays(dayCount, now);
    const [from, to] = [days[0], days[days.length - 1]];
    const [perDay, top] = await Promise.all([this.itemViews.perDay(from, to), this.itemViews.mostViewed(from, to, TOP_LIMIT)]);
    return { ...everyDay(days, perDay), top_items: top.map((t) => ({ item_id: t.itemId, name: t.name, views: t.views })) };
  }

  async columnAccess(dayCount: number, now = new Date()): Promise<ColumnAccessInfoDto> {
    const days = lastJapanDays(dayCount, now);
    const [from, to] = [days[0], days[days.length - 1]];
    const [perDay, top] = await Promise.all([this.columnViews.perDay(from, to), this.columnViews.mostViewed(from, to, TOP_LIMIT)]);
    return { ...everyDay(days, perDay), top_columns: top };
  }

  async latestNews(): Promise<LatestNewsDto> {
    const page = await this.news.search({ status: PublicationStatus.Published, sort: 'published_at', order: 'desc', page: 1, per_page: LATEST_NEWS_LIMIT });
    return { news: page.items };
  }
}
