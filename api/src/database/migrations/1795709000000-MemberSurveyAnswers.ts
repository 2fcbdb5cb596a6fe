import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16, the member questionnaires (働き方アンケート engineer_styles, フリーランス準備アンケート freelance_starts):
 * staff correct answers at a `version` (engineerstyle/edit, freelancestart/edit), `answered_at` is when the member
 * last sent the form (staff corrections move updated_at only; the lists filter and sort on it), and a member has
 * one answer (answering again replaces it), so member_id becomes unique. Nothing wrote these tables before but
 * the demo seed; should a member hold several rows, the newest is kept.
 */
export class MemberSurveyAnswers1795709000000 implements MigrationInterface {
    name = 'MemberSurveyAnswers1795709000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        for (const [table, memberIndex, answeredIndex] of TABLES) {
            await queryRunner.query(`DELETE older FROM \`${table}\` older JOIN \`${table}\` newer ON newer.\`member_id\` = older.\`member_id\` AND newer.\`id\` > older.\`id\``);
            await queryRunner.query(`ALTER TABLE \`${table}\` ADD \`answered_at\` datetime NULL`);
            await queryRunner.query(`UPDATE \`${table}\` SET \`answered_at\` = \`created_at\``);
            await queryRunner.query(`ALTER TABLE \`${table}\` MODIFY \`answered_at\` datetime NOT NULL`);
            await queryRunner.query(`ALTER TABLE \`${table}\` ADD \`version\` int NOT NULL DEFAULT '1'`);
            // In one statement: the member foreign key always has an index on member_id.
            await queryRunner.query(`ALTER TABLE \`${table}\` DROP INDEX \`${memberIndex}\`, ADD UNIQUE INDEX \`${memberIndex}\` (\`member_id\`)`);
            await queryRunner.query(`CREATE INDEX \`${answeredIndex}\` ON \`${table}\` (\`answered_at\`)`);
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        for (const [table, memberIndex, answeredIndex] of [...TABLES].reverse()) {
            await queryRunner.query(`DROP INDEX \`${answeredIndex}\` ON \`${table}\``);
            await queryRunner.query(`ALTER TABLE \`${table}\` DROP INDEX \`${memberIndex}\`, ADD INDEX \`${memberIndex}\` (\`member_id\`)`);
            await queryRunner.query(`ALTER TABLE \`${table}\` DROP COLUMN \`version\``);
            await queryRunner.query(`ALTER TABLE \`${table}\` DROP COLUMN \`answered_at\``);
        }
    }

}

/** Each table with the names TypeORM gives its member_id and answered_at indexes. */
const TABLES: [string, string, string][] = [
    ['engineer_styles', 'IDX_98a7ccce80768f433c68e24b01', 'IDX_65b137adda5aa9ff3bbecd9107'],
    ['freelance_starts', 'IDX_9403f04cbc8f86542c833a509e', 'IDX_3be725468387f01183d3cc59f2'],
];
