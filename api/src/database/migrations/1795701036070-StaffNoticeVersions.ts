import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 15: staff notices (news) carry a version for optimistic concurrency of staff edits. Generated as is. */
export class StaffNoticeVersions1795701036070 implements MigrationInterface {
    name = 'StaffNoticeVersions1795701036070'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`news\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`news\` DROP COLUMN \`version\``);
    }

}
