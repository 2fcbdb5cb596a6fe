// Client-side title and description from the shared page table (@er/site-meta, the same table the
// server uses to inject them into index.html on first load).
import { matchPage, notFound } from '@er/site-meta';

export function metaFor(pathname: string): { title: string; description: string } {
  const match = matchPage(pathname);
  return match ? { title: match.page.title, description: match.page.description } : notFound;
}
