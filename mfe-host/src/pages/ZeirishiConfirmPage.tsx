import { InquiryConfirm } from '../forms/InquiryFlow';
import { useZeirishiFields, ZEIRISHI_CONFIG } from '../forms/zeirishi';

/** /zeirishi/confirm — tax-accountant request, confirm step (the post happens here). */
export default function ZeirishiConfirmPage() {
  return <InquiryConfirm config={ZEIRISHI_CONFIG} fields={useZeirishiFields()} />;
}
