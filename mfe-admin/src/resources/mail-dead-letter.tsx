// Mail that could not be sent: its attempts ran out and it is kept on its outbox row (a dead letter). Staff see
// whom it was for (the kind of recipient, never the payload: it may carry a link with a one-time token), the
// last error, and send it again with 再送 (the same Message-ID, so a receiver collapses a duplicate).
import { api, type Schemas } from '@er/api-client';
import { formatJapanDateTime } from '../format/japan-time';
import { defineResource } from './types';

type DeadLetterRow = Schemas['DeadLetterRowDto'];

export const mailDeadLetterResource = defineResource<DeadLetterRow>({
  path: 'mail-dead-letter',
  title: 'メール送信エラー',
  rowId: (r) => r.id,
  rowLabel: (r) => `${formatJapanDateTime(r.created_at)}作成の${r.recipient_kind_label}宛てメール（${r.job_name}）`,
  operations: { search: api.adminMail.adminMailDeadLetterSearch },
  createdElsewhere: true,
  defaultSort: { sort: 'failed_at', order: 'desc' },
  columns: [
    { key: 'failed_at', header: '送信を諦めた日時', sortable: true, cell: (r) => (r.failed_at ? <time dateTime={r.failed_at}>{formatJapanDateTime(r.failed_at)}</time> : '—') },
    { key: 'job_name', header: '種類' },
    { key: 'recipient_kind_label', header: '宛先' },
    { key: 'created_at', header: '作成日時', cell: (r) => <time dateTime={r.created_at}>{formatJapanDateTime(r.created_at)}</time> },
    { key: 'attempts', header: '試行回数', numeric: true },
    { key: 'last_error', header: '最後のエラー', cell: (r) => r.last_error ?? '—' },
  ],
  actions: [
    {
      name: 'resend',
      label: '再送',
      operation: api.adminMail.adminMailDeadLetterResend,
      variables: (r) => ({ id: r.id }),
      confirm: (r) => `${r.recipient_kind_label}宛てのメール（${r.job_name}）を再送しますか？`,
      explain: () => '送信待ちに戻し、試行回数を0から数え直して送ります。宛先のサーバーには前回と同じメールとして届きます。',
      confirmLabel: '再送する',
      done: '再送を受け付けました。',
    },
  ],
});
