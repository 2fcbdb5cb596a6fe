// Staff notices (SPEC §7 admin-news/*, the news table): list with the 公開中/公開予定/下書き/削除済み tabs,
// keyword and publish-date filters; the form (title, body with HTML allowed, publish date and time); delete
// and restore (comeback). No count-info or delete-multiple in SPEC for them. The public announcements
// (front-news.tsx) are declared by the same builder.
import { api } from '@er/api-client';
import { newsResource } from './news-resource';

export const adminNewsResource = newsResource({
  path: 'admin-news',
  title: 'スタッフ向けお知らせ',
  operations: {
    search: api.adminNews.adminAdminNewsSearch,
    detail: api.adminNews.adminAdminNewsDetail,
    save: api.adminNews.adminAdminNewsEdit,
    delete: api.adminNews.adminAdminNewsDelete,
    restore: api.adminNews.adminAdminNewsComeback,
  },
});
