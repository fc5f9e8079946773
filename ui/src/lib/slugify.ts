// The slug rule of the server (src/domain/slugs.rs, for posts and case studies), so the address
// shown while a title is typed is the one the page gets: lowercase ASCII letters and digits,
// accents dropped, anything else one hyphen, at most 80 characters cut at a hyphen.

import { PostInput } from './api-rules';

export const SLUG_MAX = PostInput.slug.maxLength;

const SLUG_PATTERN = new RegExp(PostInput.slug.pattern);
/** The server's message for a slug of another shape. */
export const SLUG_RULE = PostInput.slug.messages.invalid;
const ASCII_ALNUM = /^[A-Za-z0-9]$/;
const MARK = /^\p{M}$/u;
const ALNUM = /^[\p{Alphabetic}\p{N}]$/u;

/** `Café & Co. — 2026!` → `cafe-co-2026`; "" when the title has no letters or digits to use. */
export function slugify(title: string): string {
  let slug = '';
  for (const c of title.trim().normalize('NFKD')) {
    if (ASCII_ALNUM.test(c)) {
      slug += c.toLowerCase();
    } else if (ALNUM.test(c) || !MARK.test(c)) {
      // A letter of another script or a separator: one hyphen between words. An accent that
      // NFKD split off its letter is a mark and goes.
      if (slug && !slug.endsWith('-')) slug += '-';
    }
  }
  slug = slug.replace(/-+$/, '');
  if (slug.length > SLUG_MAX) {
    slug = slug.slice(0, SLUG_MAX);
    const cut = slug.lastIndexOf('-');
    if (cut >= 0) slug = slug.slice(0, cut);
    slug = slug.replace(/-+$/, '');
  }
  return slug;
}

/** Why `slug` would be refused (the server's message), or undefined when it is well formed. */
export function slugProblem(slug: string): string | undefined {
  if (slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug)) return undefined;
  return SLUG_RULE;
}
