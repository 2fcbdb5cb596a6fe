import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../database/data-source-options';

/**
 * Modules own their tables (README "Module boundaries"): a module's repositories read and write only the
 * tables of its own entities (and the join tables those entities declare); another module's data comes
 * through that module's service. The boundary lint stops imports of another module's entities and
 * repositories; this test looks at what it cannot see, the SQL: table names after FROM / JOIN / INTO /
 * UPDATE or in `.from('t')` / `.innerJoin('t', …)`, and relation joins (`innerJoin('x.tag', 't')`,
 * `relations: { tag: true }`) through a relation of the module's entity to another module's entity.
 *
 * Table → module comes from the entities (`modules/<module>/entities/*.entity.ts`, TypeORM metadata).
 * Files looked at: every `*.repository.ts`, and any other non-test file that touches a DataSource,
 * EntityManager or QueryRunner. Not seen: a table name built at run time, and `.js` files.
 */

/** Cross-module reads left as they are, each with its reason (README "Module boundaries"): `module: ['table' | 'relation <prop>', …]`. */
const ALLOWED: Record<string, string[]> = {
  // Tag terms of listing cards (items.repository.ts) and of the listing detail (detail/item-detail.repository.ts,
  // relation ItemTagEntity.tag): hot paths, where a TagsService lookup is one more round trip per page.
  items: ['tags', 'relation tag'],
  // "Tag not soft-deleted" for a listing's related columns (ofTags, on every listing page), same reason.
  columns: ['relation tag'],
  // The back office's entry list (entries/admin-entries/admin-entry.repository.ts) filters and sorts by the member's
  // name or e-mail and the listing's name: asking those modules for ids by keyword first could mean thousands of
  // ids in an IN list; a page of 50 with two keyed joins is cheap. Details are read through their services.
  entries: ['relation member', 'relation item'],
};

const MODULES_DIR = __dirname;

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

const moduleOf = (file: string) => relative(MODULES_DIR, file).split(sep)[0];

/** Source without comments (so prose such as "read from items" is not taken for SQL). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

interface Ownership {
  /** table → owning module */
  tables: Map<string, string>;
  /** module → relation property names of its entities that lead to another module's table */
  foreignRelations: Map<string, Set<string>>;
}

async function ownership(): Promise<Ownership> {
  const classModule = new Map<string, string>();
  for (const file of filesUnder(MODULES_DIR, '.entity.ts')) {
    for (const match of code(file).matchAll(/@Entity\([^)]*\)[\s\S]*?export class (\w+)/g)) classModule.set(match[1], moduleOf(file));
  }
  const ds = new DataSource(buildDataSourceOptions({ sqlitePath: ':memory:' }));
  await ds.initialize();
  try {
    const tables = new Map<string, string>();
    const entities = ds.entityMetadatas.filter((m) => !m.isJunction);
    const moduleOfMeta = (m: (typeof entities)[number]) => {
      const name = typeof m.target === 'function' ? m.target.name : String(m.target);
      const module = classModule.get(name);
      if (!module) throw new Error(`entity ${name} (${m.tableName}) is not under modules/<module>/entities/`);
      return module;
    };
    for (const meta of entities) tables.set(meta.tableName, moduleOfMeta(meta));
    const foreignRelations = new Map<string, Set<string>>();
    for (const meta of entities) {
      const module = moduleOfMeta(meta);
      for (const relation of meta.relations) {
        if (relation.isManyToManyOwner && relation.junctionEntityMetadata) tables.set(relation.junctionEntityMetadata.tableName, module);
        if (moduleOfMeta(relation.inverseEntityMetadata) !== module) {
          if (!foreignRelations.has(module)) foreignRelations.set(module, new Set());
          foreignRelations.get(module)!.add(relation.propertyName);
        }
      }
    }
    return { tables, foreignRelations };
  } finally {
    await ds.destroy();
  }
}

/** Tables of other modules that `source` (of `module`, comments removed) names in its SQL, and foreign relations it joins. */
function foreignReads(source: string, module: string, own: Ownership): string[] {
  const found = new Set<string>();
  const note = (table: string) => {
    const owner = own.tables.get(table);
    if (owner && owner !== module) found.add(table);
  };
  for (const m of source.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+`?([a-z_][a-z0-9_]*)`?/gi)) note(m[1]);
  for (const m of source.matchAll(/\.(?:from|innerJoin|leftJoin|innerJoinAndSelect|leftJoinAndSelect|into|update|delete)\(\s*['"`]([a-z_][a-z0-9_]*)['"`]/g)) note(m[1]);
  const relations = own.foreignRelations.get(module) ?? new Set<string>();
  for (const m of source.matchAll(/\.(?:inner|left)Join(?:AndSelect)?\(\s*['"`]\w+\.(\w+)['"`]/g)) if (relations.has(m[1])) found.add(`relation ${m[1]}`);
  for (const m of source.matchAll(/relations:\s*\{([^}]*)\}/g)) {
    for (const prop of m[1].matchAll(/(\w+)\s*:/g)) if (relations.has(prop[1])) found.add(`relation ${prop[1]}`);
  }
  return [...found].sort();
}

describe('modules own their tables', () => {
  let own: Ownership;
  beforeAll(async () => {
    own = await ownership();
  });

  it('knows the owner of the listing, master and tag tables', () => {
    expect(own.tables.get('items')).toBe('items');
    expect(own.tables.get('item_tags')).toBe('items');
    expect(own.tables.get('item_areas')).toBe('items');
    expect(own.tables.get('areas')).toBe('master');
    expect(own.tables.get('tags')).toBe('tags');
  });

  it('knows the owner of the saved-search tables (issue 13)', () => {
    expect(own.tables.get('saved_searches')).toBe('saved-searches');
    expect(own.tables.get('saved_search_digests')).toBe('saved-searches');
  });

  it('finds another module\'s table in SQL and a join through a foreign relation', () => {
    expect(foreignReads('SELECT 1 FROM item_tags it INNER JOIN tags t ON t.id = it.tag_id', 'items', own)).toEqual(['tags']);
    expect(foreignReads(".from('items', 'i').leftJoin('biz_categories', 'b', 'b.id = i.biz_category_id')", 'items', own)).toEqual(['biz_categories']);
    expect(foreignReads(".innerJoin('it.tag', 't')", 'items', own)).toEqual(['relation tag']);
    expect(foreignReads('find({ where: { itemId }, relations: { tag: true } })', 'items', own)).toEqual(['relation tag']);
    expect(foreignReads(".from('item_tags', 'it').innerJoin('it.item', 'i')", 'items', own)).toEqual([]);
  });

  it('no repository (or other file with database access) reads another module\'s tables (beyond the commented allowlist)', () => {
    const repositories = filesUnder(MODULES_DIR, '.ts').filter(
      (file) => !/\.(spec|entity)\.ts$/.test(file) && (file.endsWith('.repository.ts') || /\b(DataSource|EntityManager|QueryRunner)\b/.test(code(file))),
    );
    expect(repositories.filter((file) => file.endsWith('.repository.ts')).length).toBeGreaterThan(5);
    const offences: Record<string, string[]> = {};
    for (const file of repositories) {
      const allowed = new Set(ALLOWED[moduleOf(file)] ?? []);
      const reads = foreignReads(code(file), moduleOf(file), own).filter((read) => !allowed.has(read));
      if (reads.length) offences[relative(MODULES_DIR, file)] = reads;
    }
    expect(offences).toEqual({});
  });
});
