import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16, the back office dashboard (SPEC §7 top/*): listing views per day beside items.view_count's running
 * total (items module), and column views per day and URL (columns module).
 */
export class ViewsPerDay1795711000000 implements MigrationInterface {
    name = 'ViewsPerDay1795711000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`item_view_days\` (\`item_id\` int NOT NULL, \`day\` date NOT NULL, \`views\` int NOT NULL DEFAULT '0', INDEX \`IDX_item_view_days_day\` (\`day\`), PRIMARY KEY (\`item_id\`, \`day\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`column_views\` (\`day\` date NOT NULL, \`url\` varchar(500) NOT NULL, \`views\` int NOT NULL DEFAULT '0', INDEX \`IDX_column_views_day\` (\`day\`), PRIMARY KEY (\`day\`, \`url\`)) ENGINE=InnoDB`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE \`column_views\``);
        await queryRunner.query(`DROP TABLE \`item_view_days\``);
    }

}
