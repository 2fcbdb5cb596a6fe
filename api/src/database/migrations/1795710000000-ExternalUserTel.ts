import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 16, external users: the phone number a partner service gave (is-existent-of-member matches members by it). */
export class ExternalUserTel1795710000000 implements MigrationInterface {
    name = 'ExternalUserTel1795710000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`external_users\` ADD \`tel\` varchar(20) NULL AFTER \`name\``);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`external_users\` DROP COLUMN \`tel\``);
    }

}
