import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13 (entries): the status the member sees (応募済み … 辞退) with its history, the desired start date,
 * SPEC §3's validity (valid=0 / invalid=1, the old `status` column) kept as its own column, and the unique
 * key (member_id, item_id, active) that allows one current entry per member and listing.
 *
 * Generated, then edited so existing rows keep their data: `status` is renamed to `validity` (not dropped),
 * invalid rows and older duplicates of a valid entry leave the unique key (active NULL) before it is
 * created, every existing entry gets its first history row, and the old (member_id, item_id) index is
 * dropped only after the unique key (which starts with member_id) can serve its foreign key.
 */
export class Entries1795568507135 implements MigrationInterface {
    name = 'Entries1795568507135'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`entry_status_histories\` (\`id\` int NOT NULL AUTO_INCREMENT, \`entry_id\` int NOT NULL, \`status\` varchar(20) NOT NULL, \`changed_by\` varchar(32) NOT NULL, \`changed_at\` datetime NOT NULL, INDEX \`IDX_5a93a1eeb5272c7576f3e1a9da\` (\`entry_id\`, \`changed_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`ALTER TABLE \`entries\` CHANGE \`status\` \`validity\` int NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE \`entries\` ADD \`active\` int NULL DEFAULT '1'`);
        await queryRunner.query(`ALTER TABLE \`entries\` ADD \`desired_start_date\` date NULL`);
        await queryRunner.query(`ALTER TABLE \`entries\` ADD \`status\` varchar(20) NOT NULL DEFAULT 'applied'`);
        await queryRunner.query(`UPDATE \`entries\` SET \`active\` = NULL WHERE \`validity\` <> 0`);
        await queryRunner.query(
            `UPDATE \`entries\` e JOIN (SELECT \`member_id\`, \`item_id\`, MAX(\`id\`) AS \`keep\` FROM \`entries\` WHERE \`active\` = 1 GROUP BY \`member_id\`, \`item_id\` HAVING COUNT(*) > 1) d ON d.\`member_id\` = e.\`member_id\` AND d.\`item_id\` = e.\`item_id\` SET e.\`active\` = NULL WHERE e.\`active\` = 1 AND e.\`id\` <> d.\`keep\``,
        );
        await queryRunner.query(`INSERT INTO \`entry_status_histories\` (\`entry_id\`, \`status\`, \`changed_by\`, \`changed_at\`) SELECT \`id\`, 'applied', 'member', \`created_at\` FROM \`entries\``);
        await queryRunner.query(`CREATE UNIQUE INDEX \`UQ_entries_member_item_active\` ON \`entries\` (\`member_id\`, \`item_id\`, \`active\`)`);
        await queryRunner.query(`DROP INDEX \`IDX_87776a9633230c5370b5c3edb8\` ON \`entries\``);
        await queryRunner.query(`ALTER TABLE \`entry_status_histories\` ADD CONSTRAINT \`FK_783aef1b2ea131ce574ed581d70\` FOREIGN KEY (\`entry_id\`) REFERENCES \`entries\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`entry_status_histories\` DROP FOREIGN KEY \`FK_783aef1b2ea131ce574ed581d70\``);
        await queryRunner.query(`CREATE INDEX \`IDX_87776a9633230c5370b5c3edb8\` ON \`entries\` (\`member_id\`, \`item_id\`)`);
        await queryRunner.query(`DROP INDEX \`UQ_entries_member_item_active\` ON \`entries\``);
        await queryRunner.query(`ALTER TABLE \`entries\` DROP COLUMN \`status\``);
        await queryRunner.query(`ALTER TABLE \`entries\` DROP COLUMN \`desired_start_date\``);
        await queryRunner.query(`ALTER TABLE \`entries\` DROP COLUMN \`active\``);
        await queryRunner.query(`ALTER TABLE \`entries\` CHANGE \`validity\` \`status\` int NOT NULL DEFAULT '0'`);
        await queryRunner.query(`DROP INDEX \`IDX_5a93a1eeb5272c7576f3e1a9da\` ON \`entry_status_histories\``);
        await queryRunner.query(`DROP TABLE \`entry_status_histories\``);
    }
}
