// The three states an admin sees of a page they write. The server stores two (draft, published); a
// published post whose publication time is still to come is scheduled, and turns published by
// itself at that time.

import type { Post } from '@/types/posts';

export type DisplayStatus = 'draft' | 'scheduled' | 'published';

export const STATUS_LABELS: Record<DisplayStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

export function displayStatus(post: Pick<Post, 'status' | 'publishedAt'>, now: number = Date.now()): DisplayStatus {
  if (post.status === 'draft') return 'draft';
  const at = post.publishedAt ? Date.parse(post.publishedAt) : Number.NaN;
  return at > now ? 'scheduled' : 'published';
}
