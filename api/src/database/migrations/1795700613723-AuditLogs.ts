import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 15: the staff audit log (audit-log module), by record, by time and by staff member. Generated as is. */
export class AuditLogs1795700613723 implements MigrationInterface {
    name = 'AuditLogs1795700613723'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`audit_logs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`staff_id\` int NOT NULL, \`staff_name\` varchar(100) NOT NULL, \`action\` varchar(16) NOT NULL, \`resource\` varchar(64) NOT NULL, \`record_id\` int NULL, \`changes\` json NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_audit_logs_staff_created_at\` (\`staff_id\`, \`created_at\`), INDEX \`IDX_audit_logs_created_at\` (\`created_at\`), INDEX \`IDX_audit_logs_resource_record\` (\`resource\`, \`record_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_audit_logs_resource_record\` ON \`audit_logs\``);
        await queryRunner.query(`DROP INDEX \`IDX_audit_logs_created_at\` ON \`audit_logs\``);
        await queryRunner.query(`DROP INDEX \`IDX_audit_logs_staff_created_at\` ON \`audit_logs\``);
        await queryRunner.query(`DROP TABLE \`audit_logs\``);
    }

}
