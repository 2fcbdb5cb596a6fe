import { COMPANY_CONFIG, COMPANY_FIELDS } from '../forms/inquiries';
import { InquiryConfirm } from '../forms/InquiryFlow';

/** /company/confirm — company inquiry, confirm step. */
export default function CompanyContactConfirmPage() {
  return <InquiryConfirm config={COMPANY_CONFIG} fields={COMPANY_FIELDS} />;
}
