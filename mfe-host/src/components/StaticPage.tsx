import type { ReactNode } from 'react';
import { Link } from '@er/router';
import { Breadcrumb, type Crumb } from '@er/ui';

/** A host content page: breadcrumb (positions, SPEC §2), the page heading, the content. */
export function StaticPage({
  title,
  crumbs,
  lead,
  children,
  jsonLd,
}: {
  title: string;
  crumbs?: Crumb[];
  lead?: ReactNode;
  children: ReactNode;
  jsonLd?: object;
}) {
  return (
    <article className="er-page">
      <Breadcrumb items={crumbs ?? [{ label: title }]} />
      <h1>{title}</h1>
      {lead && <p className="er-page__lead">{lead}</p>}
      {children}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />}
    </article>
  );
}

/** The sign-up call to action of the landing and guide pages. */
export function SignupCta({ heading = 'まずは無料会員登録から', text }: { heading?: string; text?: string }) {
  return (
    <section className="er-cta" aria-label="無料会員登録のご案内">
      <p>
        <strong>{heading}</strong>
      </p>
      <p>{text ?? '登録は最短1分。非公開案件のご紹介や、スキルにマッチした新着案件のお知らせが届きます。'}</p>
      <Link className="er-cta__button" to="/user/regist">
        無料会員登録はこちら
      </Link>
    </section>
  );
}
