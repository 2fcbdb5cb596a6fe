import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options';
import { ENTITIES } from './entities';
import { snakeCase, SnakeNamingStrategy } from './snake-naming.strategy';

describe('SnakeNamingStrategy', () => {
  it('snake-cases names', () => {
    expect(snakeCase('rateMax')).toBe('rate_max');
    expect(snakeCase('HTMLContent')).toBe('html_content');
    expect(new SnakeNamingStrategy().tableName('ItemTagEntity', undefined)).toBe('item_tags');
    expect(new SnakeNamingStrategy().tableName('BizCategoryEntity', undefined)).toBe('biz_categories');
  });
});

describe('embedded SQLite schema', () => {
  it('synchronizes every entity, with snake_case tables and columns', async () => {
    const dataSource = new DataSource(buildDataSourceOptions({ sqlitePath: ':memory:' }));
    await dataSource.initialize();
    try {
      expect(dataSource.entityMetadatas.length).toBeGreaterThanOrEqual(ENTITIES.length);
      const tables: { name: string }[] = await dataSource.query(`SELECT name FROM sqlite_master WHERE type = 'table'`);
      const names = tables.map((t) => t.name);
      for (const metadata of dataSource.entityMetadatas) {
        expect(names).toContain(metadata.tableName);
        expect(metadata.tableName).toMatch(/^[a-z_]+$/);
        for (const column of metadata.columns) expect(column.databaseName).toMatch(/^[a-z0-9_]+$/);
      }
      expect(names).toEqual(expect.arrayContaining(['items', 'item_tags', 'item_areas', 'members', 'tags']));
      const log = await dataSource.driver.createSchemaBuilder().log();
      expect(log.upQueries).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
