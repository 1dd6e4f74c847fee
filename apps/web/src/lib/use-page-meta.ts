// Sets document.title and the meta description for the page being shown.
import { useEffect } from 'react';
import { BRAND_NAME } from '../config/site.ts';

export function pageTitle(title: string): string {
  return title === BRAND_NAME ? title : `${title} | ${BRAND_NAME}`;
}

export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
