import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FrontNewsEntity } from './entities/front-news.entity';
import { PublicationStatus, wherePublicationStatus } from './publication-status';

/** Public announcements (front_news): published (publishedAt set and not in the future), not soft-deleted. */
@Injectable()
export class NewsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private published(now: Date) {
    return wherePublicationStatus(this.dataSource.getRepository(FrontNewsEntity).createQueryBuilder('news'), 'news', PublicationStatus.Published, now);
  }

  findPublished(limit: number, now = new Date()): Promise<FrontNewsEntity[]> {
    return this.published(now)
      .select(['news.id', 'news.title', 'news.publishedAt'])
      .orderBy('news.publishedAt', 'DESC')
      .addOrderBy('news.id', 'DESC')
      .take(limit)
      .getMany();
  }

  findPublishedById(id: number, now = new Date()): Promise<FrontNewsEntity | null> {
    return this.published(now).andWhere('news.id = :id', { id }).getOne();
  }
}
