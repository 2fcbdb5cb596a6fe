import { Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { RawSqlResultsToEntityTransformer } from 'typeorm/query-builder/transformer/RawSqlResultsToEntityTransformer';
import { ItemTagEntity } from '../entities/item-tag.entity';
import { ItemEntity } from '../entities/item.entity';
import { openListingParams, openListingSql } from '../open-listing';
import { listingLinksSql, parseAreaIds, parseTags } from '../listing-links-sql';

/** Queries of the listing detail page: one listing by primary key, its tags, recommendations. */
@Injectable()
export class ItemDetailRepository {
  /** findDetailWithLinks' SQL and the transformer of its rows into the entity, made once (see detailQuery). */
  private prepared?: { sql: string; toEntities: (raw: Record<string, unknown>[]) => ItemEntity[] } | null;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * The listing (not soft-deleted) with its area ids and tags in display order (listingLinksSql), in one
   * primary-key round trip: the detail page's hot path (three queries made it slower than a bare server's two).
   */
  async findDetailWithLinks(id: number): Promise<{ item: ItemEntity; areaIds: number[]; tags: { id: number; term: string }[] } | null> {
    const prepared = this.preparedDetailQuery();
    let item: ItemEntity | undefined;
    let row: { areasJson: unknown; tagsJson: unknown } | undefined;
    if (prepared) {
      const raw: Record<string, unknown>[] = await this.dataSource.query(prepared.sql, [id]);
      item = raw.length ? prepared.toEntities(raw)[0] : undefined;
      row = raw[0] as typeof row;
    } else {
      const { entities, raw } = await this.detailQuery(id).getRawAndEntities<{ areasJson: unknown; tagsJson: unknown }>();
      item = entities[0];
      row = raw[0];
    }
    if (!item || !row) return null;
    return { item, areaIds: parseAreaIds(row.areasJson), tags: parseTags(row.tagsJson) };
  }

  private detailQuery(id: number): SelectQueryBuilder<ItemEntity> {
    const links = listingLinksSql(this.dataSource, 'i');
    return this.dataSource
      .getRepository(ItemEntity)
      .createQueryBuilder('i')
      .addSelect(links.areaIdsJson, 'areasJson')
      .addSelect(links.tagsJson, 'tagsJson')
      .where('i.id = :id', { id });
  }

  /**
   * The detail query built once, its rows turned into the entity by TypeORM's own transformer: building the
   * query per request took 14 % of the API's CPU on the detail benchmark (issue 14). Null — the query builder
   * per request, as before — when the query needs more than the id as its parameter, or when anything listens
   * to the entity's load events (the builder's getRawAndEntities broadcasts them; this path does not).
   */
  private preparedDetailQuery(): { sql: string; toEntities: (raw: Record<string, unknown>[]) => ItemEntity[] } | null {
    if (this.prepared !== undefined) return this.prepared;
    const probe = 2_147_483_647;
    const builder = this.detailQuery(probe);
    const [sql, parameters] = builder.getQueryAndParameters();
    const metadata = this.dataSource.getMetadata(ItemEntity);
    const loadListeners = metadata.afterLoadListeners.length > 0 || this.dataSource.subscribers.some((s) => typeof s.afterLoad === 'function');
    if (loadListeners || parameters.length !== 1 || parameters[0] !== probe) return (this.prepared = null);
    const map = builder.expressionMap;
    const transformer = new RawSqlResultsToEntityTransformer(map, this.dataSource.driver, []);
    return (this.prepared = { sql, toEntities: (raw) => transformer.transform(raw, map.mainAlias!) as ItemEntity[] });
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
