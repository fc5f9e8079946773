// The editor's fields as text, the server's rules on them (docs/DESIGN.md, "Blog posts": same limits, same
// messages where the server has one), and the request body made from them. The publication time
// is a wall-clock time in the site's time zone (publish-time.ts).

import { slugify, slugProblem } from '@/lib/slugify';
import { PostInput as RULES } from '@/lib/api-rules';
import type { DiffField } from '@/lib/field-diff';
import { formatDateTime } from '@/lib/format-date';
import { checkUrl, type FieldRule } from '@/lib/field-rules';
import { lengthErrors, PAGE_RULES } from '@/lib/text-limits';
import type { Post, PostInput } from '@/types/posts';
import { fromZonedInput, isDateTimeInput, toZonedInput } from './publish-time';

export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  bodyMarkdown: string;
  category: string;
  author: string;
  /** "" for no cover. */
  coverImage: string;
  seoTitle: string;
  seoDescription: string;
  /** The date-and-time field (the site's time zone); "" publishes at the moment of publishing. */
  publishAt: string;
}

export type PostField = keyof PostFormValues;
export type PostFormErrors = Partial<Record<PostField, string>>;

export const LIMITS = {
  title: RULES.title,
  excerpt: RULES.excerpt,
  category: RULES.category,
  author: RULES.author,
  ...PAGE_RULES,
} as const satisfies Partial<Record<PostField, FieldRule>>;

export const EMPTY_POST_FORM: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  bodyMarkdown: '',
  category: '',
  author: '',
  coverImage: '',
  seoTitle: '',
  seoDescription: '',
  publishAt: '',
};

/** The fields as the editor labels them, for the comparisons of a refused save and a kept draft. */
export const POST_FIELDS: readonly DiffField[] = [
  { key: 'title', label: 'Title' },
  { key: 'slug', label: 'Slug' },
  { key: 'excerpt', label: 'Excerpt' },
  { key: 'bodyMarkdown', label: 'Body' },
  { key: 'category', label: 'Category' },
  { key: 'author', label: 'Author' },
  { key: 'coverImage', label: 'Cover image' },
  { key: 'seoTitle', label: 'SEO title' },
  { key: 'seoDescription', label: 'SEO description' },
  { key: 'publishAt', label: 'Publication time' },
];

/** The fields a post's History compares: the form's, and whether it is published. */
export const POST_HISTORY_FIELDS: readonly DiffField[] = [...POST_FIELDS, { key: 'status', label: 'Status' }];

/** A post (stored now, or as a revision kept it) as its History compares it: the form's values,
 * the publication time as the site's clock tells it, and its status in words. */
export function historyValues(post: Post, timeZone: string) {
  return {
    ...formFromPost(post, timeZone),
    publishAt: post.publishedAt ? formatDateTime(post.publishedAt, timeZone) : '',
    status: post.status === 'published' ? 'Published' : 'Draft',
  };
}

export function formFromPost(post: Post, timeZone: string): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    bodyMarkdown: post.bodyMarkdown,
    category: post.category,
    author: post.author,
    coverImage: post.coverImage ?? '',
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    publishAt: toZonedInput(post.publishedAt, timeZone),
  };
}

export function sameForm(a: PostFormValues, b: PostFormValues): boolean {
  return (Object.keys(EMPTY_POST_FORM) as PostField[]).every((key) => a[key] === b[key]);
}

/** Each field the server would refuse, with its reason. */
export function validatePostForm(values: PostFormValues): PostFormErrors {
  const errors: PostFormErrors = lengthErrors(values, LIMITS);
  const slug = values.slug.trim();
  if (slug) {
    const problem = slugProblem(slug);
    if (problem) errors.slug = problem;
  } else if (!errors.title && !slugify(values.title)) {
    errors.slug = 'Give the post a slug: its title has no letters or digits to make one from';
  }
  const cover = checkUrl(RULES.coverImage, values.coverImage, false);
  if (cover) errors.coverImage = cover;
  if (values.publishAt.trim() && !isDateTimeInput(values.publishAt)) {
    errors.publishAt = 'Enter a date and a time';
  }
  return errors;
}

/** What the save buttons do to the post's status and publication time. */
export type SaveIntent =
  /** Keep it a draft (the date field is kept for the record). */
  | 'draft'
  /** Published at the field's time, or at the server's now when the field is empty. */
  | 'publish'
  /** Published at the server's now, whatever the field says. */
  | 'publishNow';

/**
 * The request body, trimmed, with the status and time `intent` asks for, the time read in the
 * site's `timeZone`. A new post sends every field; a saved one (`saved`: its form as loaded) only
 * the fields the admin changed, so a change of the same post by someone else (or a stale draft)
 * never reverts a field this editor did not touch. A time the admin left as loaded is not sent:
 * the field holds minutes, the server keeps seconds.
 */
export function toPostInput(values: PostFormValues, intent: SaveIntent, timeZone: string, saved?: PostFormValues): PostInput {
  const keepTime = intent !== 'publishNow' && saved !== undefined && saved.publishAt === values.publishAt;
  const at = intent === 'publishNow' ? null : fromZonedInput(values.publishAt, timeZone);
  const input = everyField(values, intent, keepTime, at);
  if (!saved) return input;
  const kept = (Object.keys(input) as (keyof PostInput)[]).filter(
    (key) => !(key in EMPTY_POST_FORM) || values[key as PostField] !== saved[key as PostField],
  );
  return Object.fromEntries(kept.map((key) => [key, input[key]])) as PostInput;
}

function everyField(values: PostFormValues, intent: SaveIntent, keepTime: boolean, at: string | null): PostInput {
  return {
    title: values.title.trim(),
    // Empty: the server makes it from the title (the editor shows the same one).
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    excerpt: values.excerpt.trim(),
    bodyMarkdown: values.bodyMarkdown,
    category: values.category.trim(),
    author: values.author.trim(),
    coverImage: values.coverImage.trim() || null,
    seoTitle: values.seoTitle.trim(),
    seoDescription: values.seoDescription.trim(),
    status: intent === 'draft' ? 'draft' : 'published',
    ...(keepTime ? {} : { publishedAt: at }),
  };
}

/** The server's field keys are the form's, but for the publication time. */
export function formErrorsFromServer(errors: Record<string, string>): PostFormErrors {
  const mapped: PostFormErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key === 'publishedAt' ? 'publishAt' : key;
    if (field in EMPTY_POST_FORM) mapped[field as PostField] = message;
  }
  return mapped;
}
