// A blog article as a card: cover, category, read time, title, excerpt, date and 'Read More'.
// Links are plain: an article is a page the server renders with its text, head tags and
// neighbours, whichever way a visitor arrives.

import { ArrowRight } from 'lucide-react';
import { MediaImage } from '@/components/ui/media-image';
import { paths } from '@/config/paths';
import { localize, pageDate, t, tRich } from '@/i18n/page';
import type { PublicPost } from '@/types/posts';
import type { MediaMap } from '@/types/media';

export function PostMeta({ post }: { post: Pick<PublicPost, 'category' | 'readTime'> }) {
  return (
    <p class="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium tracking-[0.14em] text-muted uppercase">
      <span class="text-main-ink">{post.category}</span>
      <span aria-hidden="true">·</span>
      <span>{t('blog.readTime', { minutes: post.readTime })}</span>
    </p>
  );
}

/** How wide the layout draws a card's cover. The server hints the first card's cover in the
 * head of a page of the blog with these very sizes (src/site/preload.rs), so the phone fetches the
 * file the card shows. */
export const COVER_SIZES = {
  /** The first card of the blog's first page, laid out sideways on wide screens. */
  featured: '(min-width: 1024px) 57vw, 100vw',
  card: '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
} as const;

/** The post's cover image (none when it has none). */
export function PostCover({
  post,
  media,
  sizes,
  priority = false,
  class: extra = '',
}: {
  post: Pick<PublicPost, 'coverImage'>;
  media?: MediaMap;
  sizes: string;
  priority?: boolean;
  class?: string;
}) {
  if (!post.coverImage) return null;
  return (
    <MediaImage
      src={post.coverImage}
      alt=""
      info={media?.[post.coverImage]}
      width={1200}
      height={630}
      sizes={sizes}
      priority={priority}
      themed
      class={`aspect-[40/21] h-auto w-full object-cover ${extra}`}
    />
  );
}

export function PostCard({
  post,
  media,
  headingLevel = 3,
  featured = false,
  priority = false,
}: {
  post: PublicPost;
  media?: MediaMap;
  headingLevel?: 2 | 3;
  /** Wide screens lay a featured card out sideways, cover beside the text. */
  featured?: boolean;
  /** The card is on the first screen: its cover loads at once (it is the page's largest paint). */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = localize(paths.blogPostOf(post.slug));
  // Without a cover, the text takes the whole card.
  const sideways = featured && post.coverImage !== null;
  return (
    <article
      class={
        'group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white/[0.02] transition duration-500 hover:-translate-y-1 hover:border-main/40 hover:shadow-[0_20px_60px_-30px_var(--glow-color)]' +
        (sideways ? ' lg:grid lg:grid-cols-[1.35fr_1fr]' : '')
      }
    >
      {post.coverImage && (
        <div class={`overflow-hidden border-b border-line ${sideways ? 'lg:border-r lg:border-b-0' : ''}`}>
          <PostCover
            post={post}
            media={media}
            priority={priority}
            sizes={sideways ? COVER_SIZES.featured : COVER_SIZES.card}
            class={`transition duration-700 group-hover:scale-[1.04] ${sideways ? 'lg:h-full' : ''}`}
          />
        </div>
      )}
      <div class={`flex flex-1 flex-col p-6 sm:p-7 ${sideways ? 'lg:p-12' : ''}`}>
        <PostMeta post={post} />
        <Heading
          class={`mt-4 text-xl leading-snug font-semibold tracking-tight text-ink sm:text-2xl ${sideways ? 'lg:text-4xl lg:leading-tight' : ''}`}
        >
          <a href={href} class="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </a>
        </Heading>
        <p class={`mt-3 flex-1 leading-relaxed text-muted ${sideways ? 'lg:mt-5 lg:text-lg' : ''}`}>{post.excerpt}</p>
        <div class="mt-6 flex items-center justify-between gap-4 border-t border-line pt-5 text-sm">
          <time dateTime={post.publishedAt} class="text-muted">
            {pageDate(post.publishedAt)}
          </time>
          <a
            href={href}
            aria-label={t('blog.readMoreLabel', { title: post.title })}
            class="relative z-10 inline-flex items-center gap-1.5 rounded-full font-semibold text-ink transition hover:text-main-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-main"
          >
            {/* The title in the link's text too, not only its label: crawlers read the text, and
                "Read More" alone says nothing. */}
            {tRich('blog.readMore', { title: post.title, sr: (words) => <span class="sr-only">{words}</span> })}
            <ArrowRight size={16} aria-hidden="true" class="transition group-hover:translate-x-1" />
          </a>
        </div>
      </div>
    </article>
  );
}
