import { InquiryComplete } from '../forms/InquiryFlow';
import { ZEIRISHI_CONFIG } from '../forms/zeirishi';

/** /zeirishi/comp — tax-accountant request sent. */
export default function ZeirishiCompPage() {
  return <InquiryComplete config={ZEIRISHI_CONFIG} />;
}
