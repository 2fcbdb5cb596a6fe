import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16, entries in the back office: staff delete an entry softly (its status history stays), and each
 * status change by staff keeps the staff name at the time and the id of the mail it queued to the member
 * (entry/detail lists the mails sent about an entry from these; outbox rows are pruned once relayed).
 */
export class EntryAdministration1795707000000 implements MigrationInterface {
    name = 'EntryAdministration1795707000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`entries\` ADD \`deleted_at\` datetime(6) NULL`);
        await queryRunner.query(`ALTER TABLE \`entry_status_histories\` ADD \`staff_name\` varchar(100) NULL`);
        await queryRunner.query(`ALTER TABLE \`entry_status_histories\` ADD \`mail_job_id\` varchar(36) NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`entry_status_histories\` DROP COLUMN \`mail_job_id\``);
        await queryRunner.query(`ALTER TABLE \`entry_status_histories\` DROP COLUMN \`staff_name\``);
        await queryRunner.query(`ALTER TABLE \`entries\` DROP COLUMN \`deleted_at\``);
    }

}
