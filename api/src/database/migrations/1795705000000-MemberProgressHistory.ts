import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 16, members in the back office: the history of each member's progress (member/detail-progress). */
export class MemberProgressHistory1795705000000 implements MigrationInterface {
    name = 'MemberProgressHistory1795705000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`member_progress_changes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`member_id\` int NOT NULL, \`from_progress\` int NOT NULL, \`to_progress\` int NOT NULL, \`staff_id\` int NOT NULL, \`staff_name\` varchar(100) NOT NULL, \`changed_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_member_progress_changes_member_changed\` (\`member_id\`, \`changed_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`ALTER TABLE \`member_progress_changes\` ADD CONSTRAINT \`FK_member_progress_changes_member\` FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`member_progress_changes\` DROP FOREIGN KEY \`FK_member_progress_changes_member\``);
        await queryRunner.query(`DROP TABLE \`member_progress_changes\``);
    }

}
