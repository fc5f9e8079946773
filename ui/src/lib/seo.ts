// What search engines get of a page the admin writes (a blog post; a case study uses it too): the
// title and description of its page (the SEO fields, or the title and excerpt when they are
// empty), how their lengths fare, and the snippet as Google lays it out. The server refuses more
// than 70 and 160 characters; Google cuts a title at about 600 px (some 60 characters) and a
// description at about 155 characters.

import { PostInput } from './api-rules';

export const SEO_TITLE_MAX = PostInput.seoTitle.maxLength;
export const SEO_DESCRIPTION_MAX = PostInput.seoDescription.maxLength;
const TITLE_SHOWN = 60;
const DESCRIPTION_SHOWN = 155;
const DESCRIPTION_SHORT = 50;

export type LengthTone = 'ok' | 'warn' | 'error';

/** What differs between the kinds of page the SEO fields describe. */
export interface SeoPageKind {
  /** The first part of the page's address: `blog` in /blog/{slug}. */
  section: string;
  /** The page's <title> as the server writes it, from the SEO title and the page's own. */
  title: (seoTitle: string, title: string, siteName: string) => string;
  /** What stands in for an empty SEO title, and for an empty SEO description. */
  titleFallback: string;
  descriptionFallback: string;
  /** The snippet's description when there is nothing to show. */
  descriptionMissing: string;
}

/** A blog article. */
export const BLOG_ARTICLE: SeoPageKind = {
  section: 'blog',
  title: (seoTitle, title, siteName) => `${seoTitle.trim() || title.trim()} | ${siteName} Blog`,
  titleFallback: 'the post’s title',
  descriptionFallback: 'the excerpt',
  descriptionMissing: 'Write an excerpt or an SEO description: search engines show it here.',
};

export interface LengthReport {
  count: number;
  max: number;
  tone: LengthTone;
  /** What the count means for the admin, in a few words. */
  note: string;
}

const chars = (value: string) => [...value.trim()].length;

export function seoTitleLength(value: string, kind: SeoPageKind = BLOG_ARTICLE): LengthReport {
  const count = chars(value);
  const report = (tone: LengthTone, note: string) => ({ count, max: SEO_TITLE_MAX, tone, note });
  if (count === 0) return report('ok', `Empty: ${kind.titleFallback} is used.`);
  if (count > SEO_TITLE_MAX) return report('error', `Too long: at most ${SEO_TITLE_MAX} characters.`);
  if (count > TITLE_SHOWN) return report('warn', `Search results may cut it after about ${TITLE_SHOWN} characters.`);
  return report('ok', 'A good length.');
}

export function seoDescriptionLength(value: string, kind: SeoPageKind = BLOG_ARTICLE): LengthReport {
  const count = chars(value);
  const report = (tone: LengthTone, note: string) => ({ count, max: SEO_DESCRIPTION_MAX, tone, note });
  if (count === 0) return report('ok', `Empty: ${kind.descriptionFallback} is used.`);
  if (count > SEO_DESCRIPTION_MAX) return report('error', `Too long: at most ${SEO_DESCRIPTION_MAX} characters.`);
  if (count > DESCRIPTION_SHOWN) {
    return report('warn', `Search results may cut it after about ${DESCRIPTION_SHOWN} characters.`);
  }
  if (count < DESCRIPTION_SHORT) return report('warn', 'Short: a sentence or two describes the page better.');
  return report('ok', 'A good length.');
}

/** The page's <title>, as the server writes it: for an article, the SEO title (else the title)
 * and the blog's name. */
export function pageTitle(post: { title: string; seoTitle: string }, siteName: string, kind: SeoPageKind = BLOG_ARTICLE): string {
  return kind.title(post.seoTitle, post.title, siteName);
}

/** The page's meta description: the SEO description, else the excerpt. */
export function pageDescription(post: { excerpt: string; seoDescription: string }): string {
  return post.seoDescription.trim() || post.excerpt.trim();
}

/** `text` cut, at a word, to about `max` characters, with an ellipsis as Google shows it. */
export function clip(text: string, max: number): string {
  const value = text.trim().replace(/\s+/g, ' ');
  if ([...value].length <= max) return value;
  const head = [...value].slice(0, max).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,.;:–—-]+$/, '')} ...`;
}

/** The address as a search result shows it: `example.com › blog › slug`. */
export function breadcrumbUrl(publicUrl: string, slug: string, section = BLOG_ARTICLE.section): string {
  let host = publicUrl.trim();
  try {
    host = new URL(publicUrl).host;
  } catch {
    // Not a full URL: show what the settings hold.
  }
  return [host || 'example.com', section, slug || '…'].join(' › ');
}

/** The search-result snippet: what a results page would show for the page. */
export function searchSnippet(
  post: { title: string; seoTitle: string; excerpt: string; seoDescription: string; slug: string },
  site: { name: string; publicUrl: string },
  kind: SeoPageKind = BLOG_ARTICLE,
) {
  return {
    title: clip(pageTitle(post, site.name, kind), TITLE_SHOWN),
    url: breadcrumbUrl(site.publicUrl, post.slug, kind.section),
    description: clip(pageDescription(post), DESCRIPTION_SHOWN),
  };
}
