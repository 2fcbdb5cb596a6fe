import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox row stays the record of a mail until it is sent: its status (pending, sent, skipped, dead),
 * the send attempts made, when the next may run, and when it finished. Rows relayed before this change were
 * handed to the queue under the old rule (done once Redis took them); they are marked sent, as the old code
 * considered them, so the relay does not hand them over again. failed_mail_jobs goes: a mail failing for good
 * is now a dead letter on its outbox row, with either queue.
 */
export class MailDeliveryState1795712000000 implements MigrationInterface {
  name = 'MailDeliveryState1795712000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "ALTER TABLE `outbox` ADD `status` varchar(16) NOT NULL DEFAULT 'pending', ADD `send_attempts` int NOT NULL DEFAULT '0', ADD `next_attempt_at` datetime(3) NULL, ADD `finished_at` datetime(3) NULL",
    );
    await queryRunner.query("UPDATE `outbox` SET `status` = 'sent', `finished_at` = `dispatched_at` WHERE `dispatched_at` IS NOT NULL");
    await queryRunner.query('CREATE INDEX `IDX_outbox_status` ON `outbox` (`status`, `created_at`)');
    await queryRunner.query('DROP TABLE `failed_mail_jobs`');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `failed_mail_jobs` (`id` int NOT NULL AUTO_INCREMENT, `job_name` varchar(100) NOT NULL, `payload` text NOT NULL, `error` text NOT NULL, `attempts` int NOT NULL DEFAULT '0', `failed_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_51d6746f92d936519f72b0adaa` (`job_name`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query('DROP INDEX `IDX_outbox_status` ON `outbox`');
    await queryRunner.query('ALTER TABLE `outbox` DROP COLUMN `finished_at`, DROP COLUMN `next_attempt_at`, DROP COLUMN `send_attempts`, DROP COLUMN `status`');
  }
}
