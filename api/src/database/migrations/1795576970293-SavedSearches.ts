import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13 (saved searches): `saved_searches` (a member's normalised search conditions, unique per member by
 * their SHA-256, the label and the daily-mail switch) and `saved_search_digests` (one row per member and day
 * in Japan, unique: what keeps the daily new-listing mail from going out twice). Generated as is.
 */
export class SavedSearches1795576970293 implements MigrationInterface {
    name = 'SavedSearches1795576970293'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`saved_search_digests\` (\`id\` int NOT NULL AUTO_INCREMENT, \`member_id\` int NOT NULL, \`digest_date\` varchar(10) NOT NULL, \`item_count\` int NOT NULL, \`sections\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_saved_search_digests_member_date\` (\`member_id\`, \`digest_date\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`saved_searches\` (\`id\` int NOT NULL AUTO_INCREMENT, \`member_id\` int NOT NULL, \`conditions\` text NOT NULL, \`conditions_key\` varchar(64) NOT NULL, \`label\` varchar(255) NOT NULL, \`mail_enabled\` tinyint NOT NULL DEFAULT 1, \`last_digest_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_1730d357240272bf0efa38b18d\` (\`mail_enabled\`), UNIQUE INDEX \`UQ_saved_searches_member_conditions\` (\`member_id\`, \`conditions_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`ALTER TABLE \`saved_search_digests\` ADD CONSTRAINT \`FK_7a33698e08127da29451f3b8b63\` FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE \`saved_searches\` ADD CONSTRAINT \`FK_cbe2247f3254bdbf5fe14cec52e\` FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`saved_searches\` DROP FOREIGN KEY \`FK_cbe2247f3254bdbf5fe14cec52e\``);
        await queryRunner.query(`ALTER TABLE \`saved_search_digests\` DROP FOREIGN KEY \`FK_7a33698e08127da29451f3b8b63\``);
        await queryRunner.query(`DROP INDEX \`UQ_saved_searches_member_conditions\` ON \`saved_searches\``);
        await queryRunner.query(`DROP INDEX \`IDX_1730d357240272bf0efa38b18d\` ON \`saved_searches\``);
        await queryRunner.query(`DROP TABLE \`saved_searches\``);
        await queryRunner.query(`DROP INDEX \`UQ_saved_search_digests_member_date\` ON \`saved_search_digests\``);
        await queryRunner.query(`DROP TABLE \`saved_search_digests\``);
    }

}
