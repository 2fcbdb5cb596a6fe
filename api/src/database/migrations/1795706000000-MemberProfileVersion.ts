import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16, members in the back office: `members.version` counts saves of the profile (staff's member/edit and
 * the member's own update-user-info), so a staff save over a profile changed since the form was read is refused
 * (409 ADMIN_STALE_VERSION) instead of silently overwriting it.
 */
export class MemberProfileVersion1795706000000 implements MigrationInterface {
    name = 'MemberProfileVersion1795706000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`members\` ADD \`version\` int NOT NULL DEFAULT 1`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`members\` DROP COLUMN \`version\``);
    }

}
