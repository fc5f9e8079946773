// Where the post stands (not on the site, going live at a time, live since a time) and when it is
// to be published. Times are on the site's clock (its time zone, from the public settings), the
// one the post goes live by, wherever the admin is; sent as UTC. Empty publishes at the moment of
// publishing, a time to come schedules the post.

import { ExternalLink, X } from 'lucide-react';
import { StatusBadge } from '@/components/editor/status-badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { displayStatus } from '@/lib/publication-status';
import type { Post } from '@/types/posts';
import { skippedTo } from '../publish-time';

function standing(post: Post | undefined, timeZone: string): string {
  if (!post) return 'Not saved yet.';
  const status = displayStatus(post);
  if (status === 'draft') return 'Not on the site.';
  const at = post.publishedAt ? formatDateTime(post.publishedAt, timeZone) : '';
  return status === 'scheduled' ? `Goes live ${at}, by itself.` : `Live since ${at}.`;
}

export function PublishPanel({
  post,
  value,
  timeZone,
  error,
  address,
  onInput,
}: {
  /** The post as the server last saved it (in the language edited); none for a new one. */
  post?: Post;
  /** Its page on the site, when not the default language's (`/es/blog/…`). */
  address?: string;
  value: string;
  /** The site's IANA time zone: the field's wall clock. */
  timeZone: string;
  error?: string;
  onInput: (value: string) => void;
}) {
  const status = post ? displayStatus(post) : 'draft';
  const skipped = skippedTo(value, timeZone);
  return (
    <Panel class="flex flex-col gap-4 p-4">
      <h2 class="font-sans text-sm font-semibold">Publishing</h2>
      <p class="flex flex-wrap items-center gap-2 text-sm text-muted">
        <StatusBadge status={status} />
        {standing(post, timeZone)}
      </p>
      {post && status === 'published' && (
        <a
          href={address ?? paths.blogPostOf(post.slug)}
          target="_blank"
          rel="noopener"
          class="inline-flex items-center gap-1.5 self-start text-sm text-main-ink underline decoration-main/40 underline-offset-2 hover:decoration-main"
        >
          <ExternalLink size={14} aria-hidden="true" />
          View on the site<span class="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      <Field
        label="Publish at"
        optional
        error={error}
        hint={
          `In the site’s time zone (${timeZone}). Empty: the moment you publish. A time to come schedules the post.` +
          (skipped ? ` The clocks there skip that time (daylight saving): it is read as ${formatDateTime(skipped, timeZone)}.` : '')
        }
      >
        {(control) => (
          <div class="flex gap-2">
            <Input
              {...control}
              type="datetime-local"
              name="publishAt"
              value={value}
              class="min-w-0 flex-1 [color-scheme:dark]"
              onInput={(event) => onInput((event.currentTarget as HTMLInputElement).value)}
            />
            {value && (
              <Button variant="ghost" size="icon" class="size-10" aria-label="Clear the publication time" onClick={() => onInput('')}>
                <X size={15} aria-hidden="true" />
              </Button>
            )}
          </div>
        )}
      </Field>
    </Panel>
  );
}
