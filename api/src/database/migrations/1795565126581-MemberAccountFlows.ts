import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12 (members): desired rate, remote level and areas on the member profile; the ad parameters a
 * member arrived with (store-offline-cvdata); friend-referral requests (make-request-to-introduce).
 */
export class MemberAccountFlows1795565126581 implements MigrationInterface {
    name = 'MemberAccountFlows1795565126581'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`member_conversions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`member_id\` int NOT NULL, \`gclid\` varchar(255) NULL, \`utm_source\` varchar(255) NULL, \`utm_medium\` varchar(255) NULL, \`utm_campaign\` varchar(255) NULL, \`utm_term\` varchar(255) NULL, \`utm_content\` varchar(255) NULL, \`landing_path\` varchar(500) NULL, \`arrived_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_9904b4c8ef0f34f31370b05bdc\` (\`member_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`introduce_requests\` (\`id\` int NOT NULL AUTO_INCREMENT, \`referrer_member_id\` int NULL, \`name\` varchar(50) NOT NULL, \`name_kana\` varchar(50) NOT NULL, \`email\` varchar(255) NOT NULL, \`tel\` varchar(20) NULL, \`message\` text NULL, \`ip\` varchar(45) NULL, \`idempotency_key\` varchar(191) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_23ef1ae87ef9253a780283b4fe\` (\`referrer_member_id\`), UNIQUE INDEX \`IDX_dc7671477f3b3e00476632082b\` (\`idempotency_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`ALTER TABLE \`members\` ADD \`desired_rate\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`members\` ADD \`desired_remote_level\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`members\` ADD \`desired_area_ids\` varchar(255) NOT NULL DEFAULT ''`);
        await queryRunner.query(`ALTER TABLE \`member_conversions\` ADD CONSTRAINT \`FK_9904b4c8ef0f34f31370b05bdcc\` FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`member_conversions\` DROP FOREIGN KEY \`FK_9904b4c8ef0f34f31370b05bdcc\``);
        await queryRunner.query(`ALTER TABLE \`members\` DROP COLUMN \`desired_area_ids\``);
        await queryRunner.query(`ALTER TABLE \`members\` DROP COLUMN \`desired_remote_level\``);
        await queryRunner.query(`ALTER TABLE \`members\` DROP COLUMN \`desired_rate\``);
        await queryRunner.query(`DROP INDEX \`IDX_dc7671477f3b3e00476632082b\` ON \`introduce_requests\``);
        await queryRunner.query(`DROP INDEX \`IDX_23ef1ae87ef9253a780283b4fe\` ON \`introduce_requests\``);
        await queryRunner.query(`DROP TABLE \`introduce_requests\``);
        await queryRunner.query(`DROP INDEX \`IDX_9904b4c8ef0f34f31370b05bdc\` ON \`member_conversions\``);
        await queryRunner.query(`DROP TABLE \`member_conversions\``);
    }

}
