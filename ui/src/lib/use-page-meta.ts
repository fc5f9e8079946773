// The page's <title> and meta description while a public screen is shown. The server writes both
// into the HTML for the first load; this keeps them right across client-side navigation and puts
// back what was there when the screen goes away.

import { useEffect } from 'react';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    if (description === undefined) {
      return () => {
        document.title = previousTitle;
      };
    }
    const tag = descriptionTag();
    const previousDescription = tag.content;
    tag.content = description;
    return () => {
      document.title = previousTitle;
      tag.content = previousDescription;
    };
  }, [title, description]);
}
