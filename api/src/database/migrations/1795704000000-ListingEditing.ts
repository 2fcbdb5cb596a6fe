import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15: listings edited in the back office — a version for optimistic concurrency of staff edits, the fields
 * still to check on a draft read from a partner's mail, and staff's note. Generated as is.
 */
export class ListingEditing1795704000000 implements MigrationInterface {
    name = 'ListingEditing1795704000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`items\` ADD \`guessed_fields\` varchar(255) NULL`);
        await queryRunner.query(`ALTER TABLE \`items\` ADD \`internal_note\` text NULL`);
        await queryRunner.query(`ALTER TABLE \`items\` ADD \`version\` int NOT NULL DEFAULT '1'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`items\` DROP COLUMN \`version\``);
        await queryRunner.query(`ALTER TABLE \`items\` DROP COLUMN \`internal_note\``);
        await queryRunner.query(`ALTER TABLE \`items\` DROP COLUMN \`guessed_fields\``);
    }

}
