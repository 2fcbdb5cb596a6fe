import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 16, staff files on members (user/admin-upload): who among the staff uploaded a member's sheet, if anyone. */
export class StaffSkillSheetUploads1795708000000 implements MigrationInterface {
    name = 'StaffSkillSheetUploads1795708000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`skill_sheets\` ADD \`uploaded_by_staff_id\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`skill_sheets\` ADD \`uploaded_by_staff_name\` varchar(100) NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`skill_sheets\` DROP COLUMN \`uploaded_by_staff_name\``);
        await queryRunner.query(`ALTER TABLE \`skill_sheets\` DROP COLUMN \`uploaded_by_staff_id\``);
    }

}
