// The naming rule of operationIds (the generated SDK's function names, STYLE.md): they follow SPEC §7's
// path names so a reader finds the operation from the path and back.
//   /api/front/item/get-search-by-keyword-list -> getSearchByKeywordList   (front: the last path segment)
//   /api/admin/item/tag/category/search       -> adminItemTagCategorySearch (admin: every segment, prefixed)
// Path parameters ({id}) are not part of the name. Paths outside /api/front and /api/admin (health,
// /sanctum/csrf-cookie, /mf-remotes.json) name their operation freely.

const camel = (words: string): string =>
  words.replace(/[-_./]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/[-_./]+$/, '');

function staticSegments(path: string): string[] {
  return path.split('/').filter((s) => s !== '' && !s.startsWith('{'));
}

/** The operationId the rule gives a path, or undefined where the rule does not apply. */
export function operationIdForPath(path: string): string | undefined {
  if (path.startsWith('/api/admin/')) {
    const name = camel(staticSegments(path.slice('/api/admin/'.length)).join('/'));
    return `admin${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  }
  if (path.startsWith('/api/front/')) {
    const segments = staticSegments(path);
    return camel(segments[segments.length - 1] ?? '');
  }
  return undefined;
}
