import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 15: column links of listings and tags carry a version for optimistic concurrency of staff edits (column-connect/edit, column-tag-connect/edit). */
export class ColumnLinkVersions1795703512000 implements MigrationInterface {
    name = 'ColumnLinkVersions1795703512000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`column_connects\` ADD \`version\` int NOT NULL DEFAULT '1'`);
        await queryRunner.query(`ALTER TABLE \`column_tag_connects\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`column_tag_connects\` DROP COLUMN \`version\``);
        await queryRunner.query(`ALTER TABLE \`column_connects\` DROP COLUMN \`version\``);
    }

}
