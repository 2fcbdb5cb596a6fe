// Column links of listings (SPEC §7 column-connect/*, column_connects): which column articles a listing's page
// shows as related columns (wordpress/get-related-column). List with 有効/削除済み tabs, keyword (title, URL) and
// listing filters; create and edit (the listing picked by name, title, URL); delete and restore (comeback).
// The API has no typeahead of listings: its search by keyword serves as one (pickers.ts).
import { api } from '@er/api-client';
import { columnLinkResource } from './column-link-resource';
import { LISTINGS_BY_NAME, listingById } from './pickers';

export const columnConnectResource = columnLinkResource({
  path: 'column-connect',
  title: 'コラム連携（案件）',
  target: { idField: 'item_id', noun: '案件', id: (r) => r.item_id, name: (r) => r.item_name, termSearch: LISTINGS_BY_NAME, resolve: listingById },
  operations: {
    search: api.adminColumnConnect.adminColumnConnectSearch,
    detail: api.adminColumnConnect.adminColumnConnectDetail,
    create: api.adminColumnConnect.adminColumnConnectCreate,
    save: api.adminColumnConnect.adminColumnConnectEdit,
    delete: api.adminColumnConnect.adminColumnConnectDelete,
    restore: api.adminColumnConnect.adminColumnConnectComeback,
  },
});
