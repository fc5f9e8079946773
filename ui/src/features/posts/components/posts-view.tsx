// Blog Posts: every post, newest first, with its state (Draft, Scheduled, Published), a search of
// titles and excerpts (asked once the typing pauses), filters by state and category, pages of 20,
// New post, and delete with confirmation. On phones each row stacks its details under the title.
// Dates are on the site's clock, the one a scheduled post goes live by.

import { ExternalLink, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { StatusBadge } from '@/components/editor/status-badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DeleteRowButton } from '@/components/ui/delete-row-button';
import { Input } from '@/components/ui/input';
import { Loading, LoadFailed } from '@/components/ui/load-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatePanel } from '@/components/ui/panel';
import { rowClasses, Table, Td, Th } from '@/components/ui/table';
import { TRASH_DAYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { type DisplayStatus, displayStatus } from '@/lib/publication-status';
import { useConfirmedDelete } from '@/lib/use-confirmed-delete';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { Post } from '@/types/posts';
import { POSTS_PAGE_SIZE, type PostFilter, useDeletePost, usePostFacets, usePosts } from '../api/posts';
import { usableTimeZone } from '../publish-time';

export const SEARCH_DELAY_MS = 300;

const STATUS_CHOICES: readonly { value: PostFilter['status']; label: string }[] = [
  { value: 'all', label: 'All posts' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

const selectClasses =
  'h-10 rounded-lg border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-main focus:ring-2 focus:ring-main/30';

/** The date that matters for the post's state, in `timeZone`. */
function dateLine(post: Post, status: DisplayStatus, timeZone: string): string {
  if (status === 'scheduled' && post.publishedAt) return `Goes live ${formatDateTime(post.publishedAt, timeZone)}`;
  if (status === 'published' && post.publishedAt) return `Published ${formatDate(post.publishedAt, timeZone)}`;
  return `Edited ${formatDate(post.updatedAt, timeZone)}`;
}

/** `timeZone`: the site's (an IANA name). */
export function PostsView({ timeZone: siteZone }: { timeZone: string }) {
  const timeZone = usableTimeZone(siteZone);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<PostFilter['status']>('all');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(query, SEARCH_DELAY_MS);
  // Another search starts again at its first page.
  useEffect(() => setPage(1), [q]);

  const list = usePosts({ q, status, category, page });
  const facets = usePostFacets();
  const remove = useDeletePost();
  const ids = { search: useId(), status: useId(), category: useId() };

  const deletion = useConfirmedDelete<Post>(remove, {
    deleted: (post) => ({
      title: 'Post deleted',
      description: `“${post.title}” is in the Trash for ${TRASH_DAYS} days, where it can be restored.`,
    }),
    failed: 'Failed to delete post.',
  });
  const deleting = deletion.target;

  const posts = list.data?.posts ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE));
  const filtered = q.trim() !== '' || status !== 'all' || category !== '';
  const now = Date.now();

  return (
    <>
      <PageHeader
        title="Blog Posts"
        description="Articles of the blog: drafts, scheduled and published."
        actions={
          <Link href={paths.admin.blogPostNew} class={buttonClasses('primary', 'sm')}>
            <Plus size={16} aria-hidden="true" />
            New post
          </Link>
        }
      />

      <div class="mb-4 flex flex-wrap items-end gap-3">
        <div class="flex min-w-48 flex-1 flex-col gap-1.5">
          <label for={ids.search} class="text-sm font-medium">
            Search
          </label>
          <Input
            id={ids.search}
            type="search"
            value={query}
            placeholder="Title or excerpt"
            autoComplete="off"
            onInput={(event) => setQuery((event.currentTarget as HTMLInputElement).value)}
          />
        </div>
        <div class="flex flex-col gap-1.5">
          <label for={ids.status} class="text-sm font-medium">
            Status
          </label>
          <select
            id={ids.status}
            value={status}
            onInput={(event) => {
              setStatus((event.currentTarget as HTMLSelectElement).value as PostFilter['status']);
              setPage(1);
            }}
            class={selectClasses}
          >
            {STATUS_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div class="flex min-w-0 flex-col gap-1.5">
          <label for={ids.category} class="text-sm font-medium">
            Category
          </label>
          <select
            id={ids.category}
            value={category}
            onInput={(event) => {
              setCategory((event.currentTarget as HTMLSelectElement).value);
              setPage(1);
            }}
            class={`${selectClasses} max-w-full`}
          >
            <option value="">All categories</option>
            {facets.data?.categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.isPending ? (
        <Loading label="Loading posts" />
      ) : list.isError ? (
        <LoadFailed title="Could not load the posts" error={list.error} onRetry={() => void list.refetch()} />
      ) : posts.length === 0 ? (
        filtered ? (
          <StatePanel title="No posts match these filters." />
        ) : (
          <StatePanel
            title="No posts yet"
            action={
              <Link href={paths.admin.blogPostNew} class={buttonClasses('primary', 'sm')}>
                <Plus size={16} aria-hidden="true" />
                Write the first one
              </Link>
            }
          />
        )
      ) : (
        <>
          <p class="mb-2 text-xs text-muted" aria-live="polite">
            {total === 1 ? '1 post' : `${total} posts`}
            {pages > 1 && ` · page ${page} of ${pages}`}
          </p>
          <Table caption="Blog posts">
            <thead>
              <tr>
                <Th>Title</Th>
                <Th class="hidden sm:table-cell">Status</Th>
                <Th class="hidden lg:table-cell">Category</Th>
                <Th class="hidden md:table-cell">Date</Th>
                <Th class="text-right">
                  <span class="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => {
                const shown = displayStatus(post, now);
                return (
                  <tr key={post.id} class={rowClasses}>
                    <Td class="max-w-md">
                      <Link
                        href={paths.admin.blogPostEditOf(post.slug)}
                        class="font-medium break-words hover:text-main-ink hover:underline focus-visible:outline-2 focus-visible:outline-main"
                      >
                        {post.title}
                      </Link>
                      <span class="block text-xs break-all text-muted">/blog/{post.slug}</span>
                      {/* Phones have only this column: the state, category and date go under the title. */}
                      <span class="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted sm:hidden">
                        <StatusBadge status={shown} />
                        {post.category} · {dateLine(post, shown, timeZone)}
                      </span>
                      <span class="mt-1 hidden text-xs text-muted sm:block md:hidden">{dateLine(post, shown, timeZone)}</span>
                    </Td>
                    <Td class="hidden sm:table-cell">
                      <StatusBadge status={shown} />
                    </Td>
                    <Td class="hidden text-muted lg:table-cell">{post.category}</Td>
                    <Td class="hidden text-muted tabular-nums md:table-cell">{dateLine(post, shown, timeZone)}</Td>
                    <Td class="text-right whitespace-nowrap">
                      {shown === 'published' && (
                        <a
                          href={paths.blogPostOf(post.slug)}
                          target="_blank"
                          rel="noopener"
                          aria-label={`View “${post.title}” on the site (opens in a new tab)`}
                          title="View on the site"
                          class={buttonClasses('ghost', 'icon')}
                        >
                          <ExternalLink size={15} aria-hidden="true" />
                        </a>
                      )}
                      <DeleteRowButton label={`Delete ${post.title}`} onClick={() => deletion.ask(post)} />
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          {pages > 1 && (
            <nav aria-label="Pages of posts" class="mt-4 flex items-center justify-between gap-3">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span class="text-xs text-muted tabular-nums">
                Page {page} of {pages}
              </span>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}

      <ConfirmDialog {...deletion.dialog} title="Delete post?">
        {deleting && (
          <>
            “{deleting.title}” will be deleted
            {displayStatus(deleting, now) === 'draft' ? '' : ' and its page will be gone from the site'}. It stays in the
            Trash for {TRASH_DAYS} days, where it can be restored.
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
