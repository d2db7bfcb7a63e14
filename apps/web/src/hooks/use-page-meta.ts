import { useEffect } from 'react';
import { BUSINESS } from '@/config/business';

/** Sets the document title ("… | TechStore") and the meta description for the current page. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title.includes(BUSINESS.name) ? title : `${title} | ${BUSINESS.name}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
