import { Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { RawSqlResultsToEntityTransformer } from 'typeorm/query-builder/transformer/RawSqlResultsToEntityTransformer';
import { ItemTagEntity } from '../entities/item-tag.entity';
import { ItemEntity } from '../entities/item.entity';
import { openListingParams, openListingSql } from '../open-listing';
import { listingLinksSql, parseAreaIds, parseTags } from '../listing-links-sql';
import { sameTurnBatch } from '../../../common/batching/same-turn-batch';

type DetailWithLinks = { item: ItemEntity; areaIds: number[]; tags: { id: number; term: string }[] };
type DetailRow = Record<string, unknown> & { areasJson: unknown; tagsJson: unknown };
interface PreparedDetailQuery {
  sql: string;
  toEntities: (raw: Record<string, unknown>[]) => ItemEntity[];
}

/** Listings read in one detail query at most (sameTurnBatch). */
const DETAIL_BATCH = 32;

/** Queries of the listing detail page: one listing by primary key, its tags, recommendations. */
@Injectable()
export class ItemDetailRepository {
  /** The detail query for n ids (index n - 1) and the transformer of its rows into entities, made once each. */
  private readonly prepared: (PreparedDetailQuery | null)[] = [];
  /** The details asked in one turn of the event loop, read by one query (see findDetailWithLinks). */
  private readonly detailsInTurn = sameTurnBatch((ids: number[]) => this.findDetailsWithLinks(ids), DETAIL_BATCH);

  constructor(private readonly dataSource: DataSource) {}

  /**
   * The listing (not soft-deleted) with its area ids and tags in display order (listingLinksSql): the detail
   * page's hot path (three queries made it slower than a bare server's two). The listings asked by requests read
   * in the same turn of the event loop share one primary-key query (sameTurnBatch): under load a round trip per
   * request was a quarter of the API's CPU on the detail benchmark — the socket write of each query (issue 14).
   */
  findDetailWithLinks(id: number): Promise<DetailWithLinks | undefined> {
    return this.detailsInTurn(id);
  }

  private async findDetailsWithLinks(ids: number[]): Promise<Map<number, DetailWithLinks>> {
    const found = new Map<number, DetailWithLinks>();
    const prepared = this.preparedDetailQuery(ids.length);
    let entities: ItemEntity[];
    let raw: DetailRow[];
    if (prepared) {
      raw = await this.dataSource.query(prepared.sql, ids);
      entities = prepared.toEntities(raw);
    } else {
      ({ entities, raw } = await this.detailQuery(ids).getRawAndEntities<DetailRow>());
    }
    // One row per listing (its links are aggregated in the row), named by the main alias' id column.
    const rowOf = new Map(raw.map((row) => [Number(row.i_id), row]));
    for (const item of entities) {
      const row = rowOf.get(item.id);
      if (row) found.set(item.id, { item, areaIds: parseAreaIds(row.areasJson), tags: parseTags(row.tagsJson) });
    }
    return found;
  }

  private detailQuery(ids: number[]): SelectQueryBuilder<ItemEntity> {
    const links = listingLinksSql(this.dataSource, 'i');
    return this.dataSource
      .getRepository(ItemEntity)
      .createQueryBuilder('i')
      .addSelect(links.areaIdsJson, 'areasJson')
      .addSelect(links.tagsJson, 'tagsJson')
      .where('i.id IN (:...ids)', { ids });
  }

  /**
   * The detail query for `count` ids built once, its rows turned into entities by TypeORM's own transformer:
   * building the query per request took 14 % of the API's CPU on the detail benchmark (issue 14). Null — the
   * query builder per call, as before — when the query needs more than the ids as its parameters, or when
   * anything listens to the entity's load events (the builder's getRawAndEntities broadcasts them; this path
   * does not).
   */
  private preparedDetailQuery(count: number): PreparedDetailQuery | null {
    const known = this.prepared[count - 1];
    if (known !== undefined) return known;
    const probe = Array.from({ length: count }, (_, i) => 2_147_483_647 - i);
    const builder = this.detailQuery(probe);
    const [sql, parameters] = builder.getQueryAndParameters();
    const metadata = this.dataSource.getMetadata(ItemEntity);
    const loadListeners = metadata.afterLoadListeners.length > 0 || this.dataSource.subscribers.some((s) => typeof s.afterLoad === 'function');
    if (loadListeners || parameters.length !== count || parameters.some((p, i) => p !== probe[i])) return (this.prepared[count - 1] = null);
    const map = builder.expressionMap;
    const transformer = new RawSqlResultsToEntityTransformer(map, this.dataSource.driver, []);
    return (this.prepared[count - 1] = { sql, toEntities: (raw) => transformer.transform(raw, map.mainAlias!) as ItemEntity[] });
  }

  /** Industry and publication date of the listings `ids` (recommendations rank their candidates by them). */
  async industryAndPublication(ids: number[]): Promise<{ id: number; bizCategoryId: number | null; publishedAt: Date | null }[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource
      .getRepository(ItemEntity)
      .createQueryBuilder('item')
      .select('item.id', 'id')
      .addSelect('item.bizCategoryId', 'biz')
      .addSelect('item.publishedAt', 'published')
      .where('item.id IN (:...ids)', { ids })
      .getRawMany<{ id: number | string; biz: number | string | null; published: Date | string | null }>();
    return rows.map((r) => ({ id: Number(r.id), bizCategoryId: r.biz === null ? null : Number(r.biz), publishedAt: r.published ? new Date(r.published) : null }));
  }

  /**
   * The industry's newest open listings, `exclude` left out: recommendations' first top-up. SQL, because the
   * catalog search index does not hold the industry.
   */
  async newestOpenOfIndustry(limit: number, exclude: number[], bizCategoryId: number): Promise<number[]> {
    const rows = await this.dataSource
      .getRepository(ItemEntity)
      .createQueryBuilder('item')
      .select('item.id', 'id')
      .where(openListingSql('item'), openListingParams())
      .andWhere('item.bizCategoryId = :biz', { biz: bizCategoryId })
      .andWhere('item.id NOT IN (:...exclude)', { exclude })
      .orderBy('item.publishedAt', 'DESC')
      .addOrderBy('item.id', 'DESC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /** Open listing ids with their last update, newest first (sitemap). */
  async openListingsForSitemap(limit: number): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await this.dataSource
      .getRepository(ItemEntity)
      .createQueryBuilder('item')
      .select('item.id', 'id')
      .addSelect('item.updatedAt', 'updatedAt')
      .where(openListingSql('item'), openListingParams())
      .orderBy('item.publishedAt', 'DESC')
      .addOrderBy('item.id', 'DESC')
      .limit(limit)
      .getRawMany<{ id: number | string; updatedAt: Date | string }>();
    return rows.map((r) => ({ id: Number(r.id), updatedAt: new Date(r.updatedAt) }));
  }

  /** Tag ids (deleted tags included) that have at least one open listing, ascending (sitemap). */
  async tagIdsWithOpenListings(): Promise<number[]> {
    const rows = await this.dataSource
      .getRepository(ItemTagEntity)
      .createQueryBuilder('it')
      .innerJoin('it.item', 'i')
      .select('DISTINCT it.tagId', 'id')
      .where(openListingSql('i'), openListingParams())
      .orderBy('it.tagId', 'ASC')
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }
}
