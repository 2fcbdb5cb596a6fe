import { Injectable } from '@nestjs/common';
import type { ContractTypeDto, PrefectureDto } from './dto/master.dto';
import { MasterRepository } from './master.repository';
import { TtlCache } from '../../common/http-cache/ttl-cache';
import { CatalogCaches } from '../../common/http-cache/catalog-caches';

/** The small master lists by id, for naming the ids other modules read from their own tables. */
export interface MasterLookup {
  areas: ReadonlyMap<number, AreaDto>;
  bizCategories: ReadonlyMap<number, { id: number; name: string }>;
  contractTypes: ReadonlyMap<number, ContractTypeDto>;
}

@Injectable()
export class MasterService {
  /**
   * The lookup copy, re-read after 60 s, at once when asked for an id it lacks, and with the catalog caches
   * (CatalogCaches.clear). It is reference data, not a memo of an answer: the app never writes these tables
   * (migrations and the seed do), so CATALOG_CACHE=false does not turn it off — with it off, every search paid
   * three queries of a few dozen rows each for names that never change (issue 14's "cache off" benchmark).
   */
  private readonly cache = new TtlCache();

  constructor(
    private readonly repository: MasterRepository,
    caches: CatalogCaches,
  ) {
    caches.add({ clear: () => this.cache.clear() });
  }

  /**
   * Areas, industries and contract types by id (a few dozen rows each), from a copy kept for 60 s. When the copy lacks one of
   * the ids asked for (a row added since), it is loaded again once, so a new area is named at once.
   */
  async lookup(want: { areaIds?: Iterable<number>; bizCategoryIds?: Iterable<number>; contractTypeIds?: Iterable<number> } = {}): Promise<MasterLookup> {
    const load = async (): Promise<MasterLookup> => {
      const [areas, bizCategories, contractTypes] = await Promise.all([this.areas(), this.bizCategories(), this.contractTypes()]);
      return {
        areas: new Map(areas.map((a) => [a.id, a])),
        bizCategories: new Map(bizCategories.map((b) => [b.id, b])),
        contractTypes: new Map(contractTypes.map((c) => [c.id, c])),
      };
    };
    const lookup = await this.cache.get('lookup', load);
    const lacks = (ids: Iterable<number> | undefined, map: ReadonlyMap<number, unknown>) => [...(ids ?? [])].some((id) => !map.has(id));
    const missing =
      lacks(want.areaIds, lookup.areas) || lacks(want.bizCategoryIds, lookup.bizCategories) || lacks(want.contractTypeIds, lookup.contractTypes);
    if (!missing) return lookup;
    this.cache.clear();
    return this.cache.get('lookup', load);
  }

  async prefectures(): Promise<PrefectureDto[]> {
    return (await this.repository.listPrefectures()).map(({ id, name }) => ({ id, name }));
  }

  /** The prefecture's name, or null for an unknown id. */
  async prefectureName(id: number): Promise<string | null> {
    return (await this.repository.findPrefecture(id))?.name ?? null;
  }

  async contractTypes(): Promise<ContractTypeDto[]> {
    return (await this.repository.listContractTypes()).map(({ id, name }) => ({ id, name }));
  }

  /** Ids of the areas whose name contains the (folded, lower-cased) word: search's keyword matching (`Java 東京` finds 東京都). */
  areaIdsWithNameContaining(word: string): Promise<number[]> {
    return this.repository.areaIdsWithNameContaining(word);
  }

  /** Industries (SPEC §3 biz_category_name), by sort order then id. */
  async bizCategories(): Promise<{ id: number; name: string }[]> {
    return (await this.repository.listBizCategories()).map(({ id, name }) => ({ id, name }));
  }

  /** Listing locations by sort order then id; `prefectureId` is null for non-geographic ones (リモート, 海外). */
  async areas(): Promise<AreaDto[]> {
    return (await this.repository.listAreas()).map(({ id, name, prefectureId, sortOrder }) => ({ id, name, prefectureId, sortOrder }));
  }
}

export interface AreaDto {
  id: number;
  name: string;
  prefectureId: number | null;
  sortOrder: number;
}
