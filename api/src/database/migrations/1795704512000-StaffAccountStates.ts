import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15, staff accounts (user/*): `disabled_at` — an owner's reversible suspension (no login, no working
 * token) apart from deletion — and `version` for optimistic concurrency of owners' edits.
 */
export class StaffAccountStates1795704512000 implements MigrationInterface {
    name = 'StaffAccountStates1795704512000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`admin_users\` ADD \`disabled_at\` datetime NULL`);
        await queryRunner.query(`ALTER TABLE \`admin_users\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`admin_users\` DROP COLUMN \`version\``);
        await queryRunner.query(`ALTER TABLE \`admin_users\` DROP COLUMN \`disabled_at\``);
    }

}
