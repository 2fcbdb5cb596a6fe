import { COMPANY_CONFIG } from '../forms/inquiries';
import { InquiryComplete } from '../forms/InquiryFlow';

/** /company/comp — company inquiry sent. */
export default function CompanyContactCompPage() {
  return <InquiryComplete config={COMPANY_CONFIG} />;
}
