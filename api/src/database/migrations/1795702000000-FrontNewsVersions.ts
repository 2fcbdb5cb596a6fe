import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 15: public announcements (front_news) carry a version for optimistic concurrency of staff edits (front-news/edit). */
export class FrontNewsVersions1795702000000 implements MigrationInterface {
    name = 'FrontNewsVersions1795702000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`front_news\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`front_news\` DROP COLUMN \`version\``);
    }

}
