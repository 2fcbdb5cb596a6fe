// Column links of tags (SPEC §7 column-tag-connect/*, column_tag_connects): which column articles a tag's page
// shows as related columns. The same screens as the listings' links (column-connect.tsx), the tag in place of
// the listing.
import { api } from '@er/api-client';
import { columnLinkResource } from './column-link-resource';
import { LIVE_TAGS, tagById } from './pickers';

export const columnTagConnectResource = columnLinkResource({
  path: 'column-tag-connect',
  title: 'コラム連携（タグ）',
  target: { idField: 'tag_id', noun: 'タグ', id: (r) => r.tag_id, name: (r) => r.tag_term, termSearch: LIVE_TAGS, resolve: tagById },
  operations: {
    search: api.adminColumnTagConnect.adminColumnTagConnectSearch,
    detail: api.adminColumnTagConnect.adminColumnTagConnectDetail,
    create: api.adminColumnTagConnect.adminColumnTagConnectCreate,
    save: api.adminColumnTagConnect.adminColumnTagConnectEdit,
    delete: api.adminColumnTagConnect.adminColumnTagConnectDelete,
    restore: api.adminColumnTagConnect.adminColumnTagConnectComeback,
  },
});
