import { replyWithin } from '@er/site-meta/facts';
import { CONTACT_CONFIG, useContactFields } from '../forms/inquiries';
import { InquiryInput } from '../forms/InquiryFlow';

/** /contact — general inquiry, input step (SPEC §4). */
export default function ContactPage() {
  const fields = useContactFields();
  return (
    <InquiryInput
      config={CONTACT_CONFIG}
      fields={fields}
      intro={
        <p>
          エンジニアルートへのご質問・ご要望は、以下のフォームからお送りください。内容を確認のうえ、{replyWithin}に担当者よりご連絡いたします。
          案件についてのご質問は、各案件ページの「エントリー」からもお問い合わせいただけます。
        </p>
      }
    />
  );
}
