import { COMPANY_CONFIG, COMPANY_FIELDS } from '../forms/inquiries';
import { InquiryInput } from '../forms/InquiryFlow';

/** /company — inquiry from companies (engineers wanted, partnership), input step (SPEC §4). */
export default function CompanyContactPage() {
  return (
    <InquiryInput
      config={COMPANY_CONFIG}
      fields={COMPANY_FIELDS}
      intro={
        <>
          <p>
            エンジニアルートでは、Web系・業務系・インフラ・データ分析など幅広い分野で、即戦力となるフリーランスエンジニアをご紹介しています。
            「来月から参画できるReactエンジニアを探している」「要件定義から任せられるPMがほしい」など、お気軽にご相談ください。
          </p>
          <ul>
            <li>ご相談・お見積もりは無料です。</li>
            <li>最短で翌営業日に候補者のスキルシートをご提案します。</li>
            <li>契約・請求・勤怠管理は当社が一括で対応します。</li>
          </ul>
        </>
      }
    />
  );
}
