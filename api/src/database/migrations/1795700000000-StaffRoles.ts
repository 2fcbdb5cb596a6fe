import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15: staff roles owner / editor / viewer. Existing accounts keep what they could do: 'admin' (the
 * owners made by `npm run staff:create` and the demo seed) becomes 'owner', 'staff' becomes 'editor'. New
 * accounts without a role can only read.
 */
export class StaffRoles1795700000000 implements MigrationInterface {
    name = 'StaffRoles1795700000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`UPDATE \`admin_users\` SET \`role\` = 'owner' WHERE \`role\` = 'admin'`);
        await queryRunner.query(`UPDATE \`admin_users\` SET \`role\` = 'editor' WHERE \`role\` = 'staff'`);
        await queryRunner.query(`ALTER TABLE \`admin_users\` CHANGE \`role\` \`role\` varchar(16) NOT NULL DEFAULT 'viewer'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`admin_users\` CHANGE \`role\` \`role\` varchar(16) NOT NULL DEFAULT 'staff'`);
        await queryRunner.query(`UPDATE \`admin_users\` SET \`role\` = 'admin' WHERE \`role\` = 'owner'`);
        await queryRunner.query(`UPDATE \`admin_users\` SET \`role\` = 'staff' WHERE \`role\` IN ('editor', 'viewer')`);
    }

}
