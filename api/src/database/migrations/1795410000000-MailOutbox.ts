import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Transactional outbox of mail jobs (issue 9, "mail lost or requests hung when Redis is down"): a form's
 * row and its mail jobs are written in one transaction; the relay hands the rows to the queue. The
 * index serves the relay's "oldest undispatched first" and the health check's oldest pending row.
 */
export class MailOutbox1795410000000 implements MigrationInterface {
  name = 'MailOutbox1795410000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `outbox` (`id` varchar(36) NOT NULL, `job_name` varchar(100) NOT NULL, `payload` text NOT NULL, `created_at` datetime(3) NOT NULL, `attempts` int NOT NULL DEFAULT '0', `last_attempt_at` datetime(3) NULL, `dispatched_at` datetime(3) NULL, `last_error` text NULL, `claimed_by` varchar(36) NULL, `claimed_until` datetime(3) NULL, INDEX `IDX_outbox_pending` (`dispatched_at`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `outbox`');
  }
}
