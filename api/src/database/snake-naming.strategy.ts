import { DefaultNamingStrategy, type NamingStrategyInterface } from 'typeorm';

/** `rateMax` → `rate_max`, `ItemTag` → `item_tag`, `HTMLContent` → `html_content`. */
export function snakeCase(input: string): string {
  return input
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[\s.-]+/g, '_')
    .toLowerCase();
}

/** Very small English pluraliser for table names derived from class names (`Item` → `items`, `Category` → `categories`). */
export function pluralize(word: string): string {
  if (/[^aeiou]y$/.test(word)) return word.slice(0, -1) + 'ies';
  if (/(s|x|z|ch|sh)$/.test(word)) return word + 'es';
  return word + 's';
}

/**
 * Database names are snake_case, TypeScript names camelCase. Every entity names its table explicitly
 * (`@Entity('items')`); for a class without a name the table becomes the plural snake_case of the class
 * name without its `Entity` suffix (`ItemTagEntity` → `item_tags`). Index, key and constraint names keep
 * TypeORM's default hashed names so migrations stay stable.
 */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override tableName(targetName: string, userSpecifiedName: string | undefined): string {
    if (userSpecifiedName) return userSpecifiedName;
    const base = snakeCase(targetName.replace(/Entity$/, ''));
    const parts = base.split('_');
    parts[parts.length - 1] = pluralize(parts[parts.length - 1]);
    return parts.join('_');
  }

  override columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    if (customName) return customName;
    return snakeCase([...embeddedPrefixes, propertyName].join('_'));
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return snakeCase(`${relationName}_${referencedColumnName}`);
  }

  override joinTableName(firstTableName: string, secondTableName: string, firstPropertyName: string): string {
    return snakeCase(`${firstTableName}_${firstPropertyName.replace(/\./g, '_')}`);
  }

  override joinTableColumnName(tableName: string, propertyName: string, columnName?: string): string {
    return snakeCase(`${tableName.replace(/s$/, '')}_${columnName ?? propertyName}`);
  }
}
