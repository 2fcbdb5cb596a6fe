import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A listing's client as staff name it (null: 非公開) with its site, and the last day it takes applications: the
 * JobPosting structured data names the real hiring organization and a real closing date, never a placeholder.
 */
export class ListingClient1795714000000 implements MigrationInterface {
    name = 'ListingClient1795714000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`items\` ADD \`client_name\` varchar(255) NULL`);
        await queryRunner.query(`ALTER TABLE \`items\` ADD \`client_url\` varchar(500) NULL`);
        await queryRunner.query(`ALTER TABLE \`items\` ADD \`closes_on\` date NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`items\` DROP COLUMN \`closes_on\``);
        await queryRunner.query(`ALTER TABLE \`items\` DROP COLUMN \`client_url\``);
        await queryRunner.query(`ALTER TABLE \`items\` DROP COLUMN \`client_name\``);
    }

}
