/**
 * The partner services a person can come from (SPEC §7 external-user/get-external-services): kinds of
 * channel, not companies — which agency or job board a record came from is the record's business (its
 * external id, staff's notes), not the code's. The key is stored in `external_users.service_name`; a key
 * is never renamed or reused once records carry it (add a new one instead).
 */
export const EXTERNAL_SERVICES = [
  { key: 'agent', label: '提携エージェント', description: '提携する人材エージェントから紹介された人' },
  { key: 'job_board', label: '求人媒体', description: '外部の求人媒体・求人検索サイト経由で応募した人' },
  { key: 'referral', label: '紹介', description: '会員や取引先からの個人的な紹介' },
  { key: 'event', label: 'イベント・勉強会', description: '共催イベントや勉強会の参加者' },
  { key: 'other', label: 'その他', description: '上記以外の提携経路' },
] as const;

export type ExternalServiceKey = (typeof EXTERNAL_SERVICES)[number]['key'];

export const EXTERNAL_SERVICE_KEYS: readonly ExternalServiceKey[] = EXTERNAL_SERVICES.map((s) => s.key);

const LABELS = new Map<string, string>(EXTERNAL_SERVICES.map((s) => [s.key, s.label]));

/** The service's label; a key no longer declared is shown as it is stored. */
export function externalServiceLabel(key: string): string {
  return LABELS.get(key) ?? key;
}
