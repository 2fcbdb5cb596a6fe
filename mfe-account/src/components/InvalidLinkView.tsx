import { Link } from '@er/router';
import { Breadcrumb, type Crumb } from '@er/ui';

/** A mail link that no longer works (used, expired or mistyped): why, and where to ask for a new one. */
export function InvalidLinkView({ crumbs, heading, message, to, linkLabel }: { crumbs: Crumb[]; heading: string; message: string; to: string; linkLabel: string }) {
  return (
    <section>
      <Breadcrumb items={crumbs} />
      <h1>{heading}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to={to}>{linkLabel}</Link>
      </p>
    </section>
  );
}
