import { CONTACT_CONFIG, useContactFields } from '../forms/inquiries';
import { InquiryConfirm } from '../forms/InquiryFlow';

/** /contact/confirm — general inquiry, confirm step. */
export default function ContactConfirmPage() {
  return <InquiryConfirm config={CONTACT_CONFIG} fields={useContactFields()} />;
}
