// Content Preview (docs/PRODUCT.md §2): total and active counts of each kind of content, and tabs that
// render the live public sections (active items only, in site order) with the public site's own
// components, library images drawn as the home page draws them; the blog's published posts as
// the first page of /blog shows them. 'Refresh Preview' fetches the lists and the media map again.

import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ComponentChildren } from 'preact';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatePanel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { PostCard } from '@/features/blog/components/post-card';
import { useContentList } from '@/features/content-admin/api/content';
import {
  clientLogosEntity,
  type EntityConfig,
  projectsEntity,
  servicesEntity,
  testimonialsEntity,
} from '@/features/content-admin/entities';
import type { ContentItem } from '@/features/content-admin/types';
import { ClientLogosSection } from '@/features/home/components/client-logos-section';
import { ServicesSection } from '@/features/home/components/services-section';
import { TestimonialsSection } from '@/features/home/components/testimonials-section';
import { WorkSection } from '@/features/home/components/work-section';
import { usePosts } from '@/features/posts/api/posts';
import { parseMediaMap } from '@/features/site-data/site-data';
import { errorMessage } from '@/lib/api-client';
import type { Post, PublicPost } from '@/types/posts';

/** The blog's first page shows ten posts. */
const BLOG_PAGE = 10;

const FIRST_PAGE = { q: '', category: '', page: 1 } as const;

/** A post as the public blog gets it. */
function publicPost({ bodyMarkdown: _md, bodyHtml: _html, status: _status, createdAt, updatedAt: _u, ...post }: Post): PublicPost {
  return { ...post, coverImage: post.coverImage ?? null, publishedAt: post.publishedAt ?? createdAt };
}

export default function ContentPreviewRoute() {
  const services = useContentList(servicesEntity);
  const projects = useContentList(projectsEntity);
  const testimonials = useContentList(testimonialsEntity);
  const logos = useContentList(clientLogosEntity);
  // The public map of the library files that active content uses (the home page has it inlined).
  const media = useQuery({ queryKey: ['/api/media'], select: (data: { media?: unknown }) => parseMediaMap(data.media) });
  const posts = usePosts({ ...FIRST_PAGE, status: 'all' });
  const published = usePosts({ ...FIRST_PAGE, status: 'published' });
  const lists = [services, projects, testimonials, logos, media, posts, published];
  const fetching = lists.some((l) => l.isFetching);

  const counts = (list: { data: { isActive: boolean }[] | undefined }) => ({
    total: list.data?.length,
    shown: list.data?.filter((i) => i.isActive).length,
  });
  const summary = [
    { label: 'Services', word: 'active', ...counts(services) },
    { label: 'Portfolio', word: 'active', ...counts(projects) },
    { label: 'Testimonials', word: 'active', ...counts(testimonials) },
    { label: 'Client Logos', word: 'active', ...counts(logos) },
    { label: 'Blog Posts', word: 'published', total: posts.data?.total, shown: published.data?.total },
  ];

  return (
    <>
      <PageHeader
        title="Content Preview"
        description="The live sections as visitors see them: active items only, in site order."
        actions={
          <Button variant="secondary" size="sm" onClick={() => lists.forEach((l) => void l.refetch())} disabled={fetching}>
            <RefreshCw size={14} aria-hidden="true" class={fetching ? 'animate-spin motion-reduce:animate-none' : ''} />
            Refresh Preview
          </Button>
        }
      />

      <ul class="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" aria-label="Content summary">
        {summary.map(({ label, word, total, shown }) => (
          <li key={label} class="rounded-xl border border-line bg-surface p-4">
            <p class="text-sm text-muted">{label}</p>
            <p class="mt-2 flex items-baseline gap-2">
              <span class="font-display text-2xl font-semibold tabular-nums">{total ?? '—'}</span>
              <span class="text-xs text-muted">total</span>
            </p>
            <p class="mt-1 text-xs text-muted">
              <span class="font-medium text-main-ink tabular-nums">{shown ?? '—'}</span> {word}
            </p>
          </li>
        ))}
      </ul>

      <Tabs
        label="Sections"
        tabs={[
          {
            id: 'services',
            label: 'Services',
            content: () => (
              <Preview entity={servicesEntity} list={services} empty="No active services to display.">
                {(items) => <ServicesSection services={items} />}
              </Preview>
            ),
          },
          {
            id: 'portfolio',
            label: 'Portfolio',
            content: () => (
              <Preview entity={projectsEntity} list={projects} empty="No active projects to display.">
                {(items) => <WorkSection projects={items} media={media.data} showreel={false} />}
              </Preview>
            ),
          },
          {
            id: 'testimonials',
            label: 'Testimonials',
            content: () => (
              <Preview entity={testimonialsEntity} list={testimonials} empty="No active testimonials to display.">
                {(items) => <TestimonialsSection testimonials={items} media={media.data} />}
              </Preview>
            ),
          },
          {
            id: 'client-logos',
            label: 'Client Logos',
            content: () => (
              <Preview entity={clientLogosEntity} list={logos} empty="No active client logos to display.">
                {(items) => <ClientLogosSection logos={items} media={media.data} />}
              </Preview>
            ),
          },
          {
            id: 'blog',
            label: 'Blog',
            content: () => <BlogPreview list={published} media={media.data} />,
          },
        ]}
      />
    </>
  );
}

interface ListState<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/** One tab: loading, error, the empty message, or the section with the active items. */
function Preview<T extends ContentItem>({
  entity,
  list,
  empty,
  children,
}: {
  entity: EntityConfig<T>;
  list: ListState<T>;
  empty: string;
  children: (items: T[]) => ComponentChildren;
}) {
  if (list.isPending) {
    return (
      <div class="py-12 text-center">
        <Spinner label={`Loading ${entity.title.toLowerCase()}`} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <StatePanel tone="error" role="alert" title={`Could not load ${entity.title.toLowerCase()}`}>
        {errorMessage(list.error, list.error?.message ?? '')}
      </StatePanel>
    );
  }
  const active = (list.data ?? []).filter((i) => i.isActive);
  if (!active.length) return <StatePanel title={empty} />;
  // The public site's dark canvas, so the sections look as they do on the home page.
  return <div class="overflow-hidden rounded-xl border border-line bg-canvas">{children(active)}</div>;
}

/** The Blog tab: the published posts of the blog's first page, as its cards. */
function BlogPreview({
  list,
  media,
}: {
  list: ReturnType<typeof usePosts>;
  media: ReturnType<typeof parseMediaMap> | undefined;
}) {
  if (list.isPending) {
    return (
      <div class="py-12 text-center">
        <Spinner label="Loading blog posts" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <StatePanel tone="error" role="alert" title="Could not load blog posts">
        {errorMessage(list.error, list.error.message)}
      </StatePanel>
    );
  }
  const shown = list.data.posts.slice(0, BLOG_PAGE);
  if (!shown.length) return <StatePanel title="No published posts to display." />;
  return (
    <div class="overflow-hidden rounded-xl border border-line bg-canvas p-4 sm:p-6">
      <ul class="grid gap-5 md:grid-cols-2">
        {shown.map((post, index) => (
          <li key={post.id} class={index === 0 ? 'md:col-span-2' : undefined}>
            <PostCard post={publicPost(post)} media={media} headingLevel={3} featured={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
