// Public announcements (SPEC §7 front-news/*, the front_news table: the site's お知らせ, get-news and
// /front-news/detail/{id}): the same screens as staff notices — 公開中/公開予定/下書き/削除済み tabs, keyword and
// publish-date filters, the form (a future publish date keeps it off the site until then), delete and restore.
import { api } from '@er/api-client';
import { newsResource } from './news-resource';

export const frontNewsResource = newsResource({
  path: 'front-news',
  title: 'お知らせ（サイト掲載）',
  operations: {
    search: api.adminFrontNews.adminFrontNewsSearch,
    detail: api.adminFrontNews.adminFrontNewsDetail,
    save: api.adminFrontNews.adminFrontNewsEdit,
    delete: api.adminFrontNews.adminFrontNewsDelete,
    restore: api.adminFrontNews.adminFrontNewsComeback,
  },
});
