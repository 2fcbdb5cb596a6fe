import type { RenderedMail } from '../mail.types';
import { layout } from './layout';

export const TEST_MAIL_SUBJECT = '【エンジニアルート】テストメール';

export function renderTestMail(to: string, appUrl: string, now = new Date()): RenderedMail {
  const sentAt = now.toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' });
  return {
    to,
    subject: TEST_MAIL_SUBJECT,
    ...layout(
      [
        'このメールはエンジニアルートのメール送信テストです。',
        `送信日時：${sentAt}`,
        'このメールが届いていれば、メール送信の設定は正しく動作しています。',
      ],
      appUrl,
    ),
  };
}
