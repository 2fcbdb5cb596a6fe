import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Listing search indexes (issue 3): items(status, ended_at) for past ended listings, newest ended first
 * (tag error pages, get-ended-item-list: 3 s → 1 ms at 100,000 listings), and items(status, rate_max,
 * published_at) replacing items(status, rate_max) so the rate-sorted search page reads its order from
 * the index instead of sorting every open listing.
 */
export class ListingSearchIndexes1795306405972 implements MigrationInterface {
  name = 'ListingSearchIndexes1795306405972';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_4362fd9b0636dbad8b7e42dc2c` ON `items`');
    await queryRunner.query('CREATE INDEX `IDX_484c74442795579dfe9be854b9` ON `items` (`status`, `ended_at`)');
    await queryRunner.query('CREATE INDEX `IDX_9050675701658f9bf21590186c` ON `items` (`status`, `rate_max`, `published_at`)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_9050675701658f9bf21590186c` ON `items`');
    await queryRunner.query('DROP INDEX `IDX_484c74442795579dfe9be854b9` ON `items`');
    await queryRunner.query('CREATE INDEX `IDX_4362fd9b0636dbad8b7e42dc2c` ON `items` (`status`, `rate_max`)');
  }
}
