import { CONTACT_CONFIG } from '../forms/inquiries';
import { InquiryComplete } from '../forms/InquiryFlow';

/** /contact/comp — general inquiry sent. */
export default function ContactCompPage() {
  return <InquiryComplete config={CONTACT_CONFIG} />;
}
