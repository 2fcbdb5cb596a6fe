import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15 (item/tag/*, item/tag/category/*): tags and tag categories carry a version for optimistic concurrency
 * of staff edits; a merged tag remembers the tag it was merged into (its page answers 301 there); aliases get
 * room for the names merges bring together (255 → 1000 characters, widened in place: MODIFY keeps the data,
 * where a generated migration would drop and re-add the column).
 */
export class TagAdministration1795703000000 implements MigrationInterface {
    name = 'TagAdministration1795703000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`tag_categories\` ADD \`version\` int NOT NULL DEFAULT '1'`);
        await queryRunner.query(`ALTER TABLE \`tags\` ADD \`merged_into_tag_id\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`tags\` ADD \`version\` int NOT NULL DEFAULT '1'`);
        await queryRunner.query(`ALTER TABLE \`tags\` MODIFY \`aliases\` varchar(1000) NULL`);
        await queryRunner.query(`CREATE INDEX \`IDX_379a676bb9d98920d8e898bd95\` ON \`tags\` (\`merged_into_tag_id\`)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_379a676bb9d98920d8e898bd95\` ON \`tags\``);
        // Aliases longer than the old width would fail the narrowing: cut them, as the old column could not hold more.
        await queryRunner.query(`UPDATE \`tags\` SET \`aliases\` = LEFT(\`aliases\`, 255) WHERE CHAR_LENGTH(\`aliases\`) > 255`);
        await queryRunner.query(`ALTER TABLE \`tags\` MODIFY \`aliases\` varchar(255) NULL`);
        await queryRunner.query(`ALTER TABLE \`tags\` DROP COLUMN \`version\``);
        await queryRunner.query(`ALTER TABLE \`tags\` DROP COLUMN \`merged_into_tag_id\``);
        await queryRunner.query(`ALTER TABLE \`tag_categories\` DROP COLUMN \`version\``);
    }

}
