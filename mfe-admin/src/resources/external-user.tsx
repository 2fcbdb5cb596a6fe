// External users (SPEC §7 external-user/*, issue 16): people who came from partner services. The list (tabs
// 未統合 / 統合済み with their counts, filters by keyword and 提携元), 新規登録 (the person as the partner gave
// them), and a person's page (ExternalUserPage) where staff look the person up among the members by e-mail and
// phone and merge them with the member they are. Every role reads; editors and owners register and merge.
import { api, type CallOptions, type Schemas } from '@er/api-client';
import { formatJapanDateTime } from '../format/japan-time';
import { dataOrThrow } from './calls';
import { ExternalUserPage } from './external-user-page';
import { defineResource, type ChoiceSource, type CountInfo, type Operation } from './types';

type Row = Schemas['ExternalUserRowDto'];

interface ExternalUserFormValues extends Record<string, unknown> {
  service_name: string;
  external_id: string;
  name: string;
  email: string;
  tel: string;
}

/** The partner services the API declares (get-external-services), in its order. */
export const EXTERNAL_SERVICE_CHOICES: ChoiceSource = {
  key: 'external-user/get-external-services',
  load: async (signal) =>
    ((await dataOrThrow(api.adminExternalUser.adminExternalUserGetExternalServices(undefined, { signal })))?.services ?? []).map((s) => ({ value: s.key, label: s.label })),
};

/** The tabs' counts: search answers them with each page (status_counts), so the counts are one small page of it. */
const statusCounts = (async (filters: Record<string, unknown>, options?: CallOptions) => {
  const result = await api.adminExternalUser.adminExternalUserSearch({ ...filters, page: 1, per_page: 1 }, options);
  return result.error ? result : { data: { counts: result.data.status_counts } satisfies CountInfo };
}) as unknown as Operation<CountInfo>;

export const externalUserResource = defineResource<Row, Schemas['ExternalUserDetailDto'], ExternalUserFormValues>({
  path: 'external-user',
  title: '外部ユーザー',
  rowId: (r) => r.id,
  rowLabel: (r) => r.name ?? r.external_id,
  operations: {
    search: api.adminExternalUser.adminExternalUserSearch,
    countInfo: statusCounts,
    detail: api.adminExternalUser.adminExternalUserDetail,
    create: api.adminExternalUser.adminExternalUserCreate,
  },
  tabs: { param: 'status' },
  filters: [
    { name: 'keyword', label: 'キーワード（氏名・メール・電話・外部ID）', kind: 'text' },
    { name: 'service_name', label: '提携元', kind: 'select', options: EXTERNAL_SERVICE_CHOICES },
  ],
  defaultSort: { sort: 'created_at', order: 'desc' },
  columns: [
    { key: 'name', header: '氏名', sortable: true, link: true, cell: (r) => r.name || '（未入力）' },
    { key: 'service_label', header: '提携元' },
    { key: 'external_id', header: '外部ID' },
    { key: 'email', header: 'メールアドレス', cell: (r) => r.email ?? '' },
    { key: 'tel', header: '電話番号', cell: (r) => r.tel ?? '' },
    { key: 'status_label', header: '状態' },
    { key: 'member', header: '統合した会員', cell: (r) => (r.member ? r.member.name || r.member.email : '') },
    { key: 'created_at', header: '登録日時', sortable: true, cell: (r) => formatJapanDateTime(r.created_at) },
  ],
  form: {
    fields: [
      { name: 'service_name', label: '提携元', kind: 'select', required: true, options: EXTERNAL_SERVICE_CHOICES, short: true },
      { name: 'external_id', label: '外部ID', kind: 'text', required: true, maxLength: 191, short: true, hint: '提携元での ID（提携元ごとに一意）' },
      { name: 'name', label: '氏名', kind: 'text', required: true, maxLength: 100 },
      { name: 'email', label: 'メールアドレス', kind: 'text', maxLength: 255, hint: '会員を探すときに使います。' },
      { name: 'tel', label: '電話番号', kind: 'text', maxLength: 20, hint: '数字とハイフン。会員を探すときに使います。' },
    ],
    defaults: { service_name: '', external_id: '', name: '', email: '', tel: '' },
    toForm: (d) => ({ service_name: d.service_name, external_id: d.external_id, name: d.name ?? '', email: d.email ?? '', tel: d.tel ?? '' }),
  },
  createWords: { link: '新規登録', heading: '外部ユーザーの新規登録', submit: '登録する', done: '外部ユーザーを登録しました。' },
  recordPage: ExternalUserPage,
  auditLabels: { service_name: '提携元', external_id: '外部ID', member_id: '統合した会員', merged_at: '統合日時' },
});
