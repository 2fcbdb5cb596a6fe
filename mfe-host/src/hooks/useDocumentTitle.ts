import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { metaFor } from '../site-meta';

/** Keeps document.title and the description in step with client-side navigation. */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const { title, description } = metaFor(pathname);
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [pathname]);
}
