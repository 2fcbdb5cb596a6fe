import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions that end (issue 9): every login token carries its principal's token_version, checked on each
 * request; logout, a password or e-mail change and withdrawal bump it, so older tokens stop working.
 * Staff accounts created by `npm run staff:create` get a one-time password-setup link instead of a
 * password (only the SHA-256 of the link's token is stored, with its expiry).
 */
export class AuthSessionVersions1795400000000 implements MigrationInterface {
  name = 'AuthSessionVersions1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `members` ADD `token_version` int NOT NULL DEFAULT 0');
    await queryRunner.query(
      'ALTER TABLE `admin_users` ADD `token_version` int NOT NULL DEFAULT 0, ADD `password_setup_token_hash` varchar(64) NULL, ADD `password_setup_expires_at` datetime NULL',
    );
    await queryRunner.query('CREATE UNIQUE INDEX `IDX_admin_users_password_setup_token_hash` ON `admin_users` (`password_setup_token_hash`)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_admin_users_password_setup_token_hash` ON `admin_users`');
    await queryRunner.query('ALTER TABLE `admin_users` DROP COLUMN `password_setup_expires_at`, DROP COLUMN `password_setup_token_hash`, DROP COLUMN `token_version`');
    await queryRunner.query('ALTER TABLE `members` DROP COLUMN `token_version`');
  }
}
