// Whether the slug being typed is free, asked of the server once the typing pauses (GET
// /api/posts/slug/{slug} with the admin token: 200 names the post holding it, 404 is free).

import type { SlugCheck } from '@/components/editor/slug-field';
import { slugProblem } from '@/lib/slugify';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { Post } from '@/types/posts';
import { useSlugOwner } from './api/posts';

export const SLUG_CHECK_DELAY_MS = 400;

/** `slug` is what the post will be saved under; `own` the post as saved (its slug is no clash). */
export function useSlugCheck(slug: string, own: Pick<Post, 'id' | 'slug'> | undefined): SlugCheck {
  const wanted = slug.trim();
  const settled = useDebouncedValue(wanted, SLUG_CHECK_DELAY_MS);
  const checkable = settled !== '' && settled !== own?.slug && slugProblem(settled) === undefined;
  const owner = useSlugOwner(settled, checkable);
  if (!checkable || settled !== wanted) return { state: 'idle' };
  if (owner.isFetching && owner.data === undefined) return { state: 'checking' };
  if (owner.isError) return { state: 'unknown' };
  if (owner.data === undefined) return { state: 'checking' };
  if (owner.data === null || owner.data.id === own?.id) return { state: 'free' };
  return {
    state: 'taken',
    by: owner.data,
    message: `“${settled}” is the address of “${owner.data.title}”: choose another slug.`,
  };
}
