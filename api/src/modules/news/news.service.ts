import { Injectable } from '@nestjs/common';
import type { NewsDetailResponseDto, NewsSummaryDto } from './dto/news.dto';
import { NewsNotFoundError } from './news.errors';
import { NewsRepository } from './news.repository';

@Injectable()
export class NewsService {
  constructor(private readonly repository: NewsRepository) {}

  async list(limit: number): Promise<NewsSummaryDto[]> {
    const rows = await this.repository.findPublished(limit);
    return rows.map((n) => ({ id: n.id, title: n.title, published_at: n.publishedAt!.toISOString() }));
  }

  async detail(id: number): Promise<NewsDetailResponseDto> {
    const n = await this.repository.findPublishedById(id);
    if (!n) throw new NewsNotFoundError();
    return { id: n.id, title: n.title, body: n.body, published_at: n.publishedAt!.toISOString() };
  }

  /** For the server-rendered page meta of /front-news/detail/:id: the title, or null (→ 404). */
  async publishedTitle(id: number): Promise<string | null> {
    if (!Number.isSafeInteger(id) || id < 1) return null;
    return (await this.repository.findPublishedById(id))?.title ?? null;
  }
}
