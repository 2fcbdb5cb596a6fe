import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14 (catalog search index): `tags.aliases` (other names a keyword may use for the tag) and an index on
 * `items.updated_at` for the index's once-a-second change poll. Generated as is.
 */
export class CatalogSearchIndex1795587174402 implements MigrationInterface {
    name = 'CatalogSearchIndex1795587174402'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`tags\` ADD \`aliases\` varchar(255) NULL`);
        await queryRunner.query(`CREATE INDEX \`IDX_items_updated_at\` ON \`items\` (\`updated_at\`)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_items_updated_at\` ON \`items\``);
        await queryRunner.query(`ALTER TABLE \`tags\` DROP COLUMN \`aliases\``);
    }

}
