import { createContext, useContext, useEffect } from 'react';
import { BUSINESS } from '@/config/business';

export interface PageMetaText {
  title: string;
  description: string;
}

/**
 * On the server (entry-server.tsx) a render gives each page a place to leave its title and
 * description, which go into the HTML's head: crawlers and link previews read them without running
 * JavaScript. In the browser there is none and the effect below sets them.
 */
export const PageMetaSink = createContext<((meta: PageMetaText) => void) | null>(null);

const fullTitle = (title: string) => (title.includes(BUSINESS.name) ? title : `${title} | ${BUSINESS.name}`);

/** Sets the document title ("… | TechStore") and the meta description for the current page. */
export function usePageMeta(title: string, description: string): void {
  const sink = useContext(PageMetaSink);
  // The page's own call comes after its layout's in render order, so the page's text is kept.
  sink?.({ title: fullTitle(title), description });
  useEffect(() => {
    document.title = fullTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
