import { useMemo } from 'react';
import { Link } from '@er/router';
import { company, licenseLabel } from '@er/site-meta/facts';
import { StaticPage } from '../components/StaticPage';
import { readRuntimeConfig } from '../runtime/config';

/**
 * The rows of 会社概要: only what the site's facts (@er/site-meta/facts) state. The licence number is the
 * COMPANY_LICENSE_NUMBER setting, delivered in the runtime settings; while it is unset there is no row
 * (issue 11: no invented registration numbers).
 */
export function companyRows(licenseNumber: string | null): [string, string][] {
  return [
    ['会社名', company.name],
    ['事業内容', company.business],
    ...(licenseNumber ? [['許認可', `${licenseLabel} ${licenseNumber}`] as [string, string]] : []),
  ];
}

/** /company-profile — operating company. */
export default function CompanyProfilePage() {
  const rows = useMemo(() => companyRows(readRuntimeConfig().companyLicenseNumber), []);
  return (
    <StaticPage title="運営会社">
      <table className="er-table">
        <caption className="er-visually-hidden">会社概要</caption>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <th scope="row">{k}</th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        取材・提携などのご相談は<Link to="/contact">お問い合わせ</Link>、エンジニアをお探しの企業様は<Link to="/company">企業様お問い合わせ</Link>からご連絡ください。
      </p>
    </StaticPage>
  );
}
