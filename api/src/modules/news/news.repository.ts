import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FrontNewsEntity } from './entities/front-news.entity';

/** Public announcements (front_news): published (publishedAt set and not in the future), not soft-deleted. */
@Injectable()
export class NewsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private published(now: Date) {
    return this.dataSource
      .getRepository(FrontNewsEntity)
      .createQueryBuilder('news')
      .where('news.publishedAt IS NOT NULL')
      .andWhere('news.publishedAt <= :now', { now });
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
