import { Link } from '@er/router';

export interface Crumb {
  label: string;
  /** A crumb with a link is an anchor; the last one usually has none. */
  to?: string;
}

/** SPEC §2: first crumb is the site root, then the given crumbs, with positions (schema.org). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: 'トップ', to: '/' }, ...items];
  return (
    <nav className="er-breadcrumb" aria-label="パンくずリスト">
      <ol itemScope itemType="https://schema.org/BreadcrumbList">
        {all.map((c, i) => (
          <li key={`${i}-${c.label}`} itemProp="itemListElement" itemScope itemType="https://schema.org/ListItem">
            {c.to ? (
              <Link to={c.to} itemProp="item">
                <span itemProp="name">{c.label}</span>
              </Link>
            ) : (
              <span itemProp="name" aria-current="page">
                {c.label}
              </span>
            )}
            <meta itemProp="position" content={String(i + 1)} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
