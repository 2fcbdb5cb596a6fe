import { TagList } from '@er/ui';
import type { Schemas } from '@er/api-client';

type TagCount = Schemas['TagCountDto'];
type TagRef = Schemas['ItemTagDto'];

/** A labelled list of tag links to /item/tag/{id} (related tags, rankings, popular searches). */
export function TagLinks({ label, tags, headingLevel = 2 }: { label: string; tags: (TagRef | TagCount)[]; headingLevel?: 2 | 3 }) {
  if (tags.length === 0) return null;
  const H = `h${headingLevel}` as const;
  return (
    <nav className="mfe-items-tag-links" aria-label={label}>
      <H>{label}</H>
      <TagList label={label} tags={tags} suffix={(t) => 'count' in t && <span className="mfe-items-count">（{t.count}）</span>} />
    </nav>
  );
}
