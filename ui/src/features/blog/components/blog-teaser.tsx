// The home page's blog teaser (docs/PRODUCT.md §1): the three newest articles as a journal's contents, a
// row each (cover, category, title, excerpt, date, read time), and 'View All Posts'. Wide screens
// set the heading beside the rows. It draws its own rows (not post-card's), so the home page's
// first load does not carry the blog's cards.

import { ArrowRight, ArrowUpRight } from 'lucide-react';
import { Link } from 'wouter';
import { AccentText } from '@/components/ui/accent-text';
import { buttonClasses } from '@/components/ui/button';
import { MediaImage } from '@/components/ui/media-image';
import { Reveal } from '@/components/ui/reveal';
import { Eyebrow, SECTION_TITLE } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { localize, pageDate, t } from '@/i18n/page';
import type { MediaMap } from '@/types/media';
import type { PublicPost } from '@/types/posts';
import { useLatestPosts } from '../public-posts';

function PostRow({ post, media }: { post: PublicPost; media?: MediaMap }) {
  return (
    <article class="group relative grid grid-cols-[5.5rem_1fr] items-start gap-4 border-t border-line py-4 sm:grid-cols-[11rem_1fr_auto] sm:gap-6 sm:py-7">
      {/* Without a cover, the grid's square holds its place. */}
      <div class="bg-depth aspect-square overflow-hidden rounded-xl border border-line sm:aspect-[40/21]">
        {post.coverImage && (
          <MediaImage
            src={post.coverImage}
            alt=""
            info={media?.[post.coverImage]}
            width={1200}
            height={630}
            sizes="(min-width: 640px) 176px, 88px"
            themed
            class="aspect-square size-full object-cover transition duration-700 group-hover:scale-[1.05] sm:aspect-[40/21]"
          />
        )}
      </div>
      <div class="min-w-0">
        <p class="text-xs font-medium tracking-[0.14em] text-main-ink uppercase">{post.category}</p>
        <h3 class="mt-1.5 text-lg leading-snug font-semibold tracking-tight text-ink transition group-hover:text-main-ink sm:mt-2 sm:text-2xl">
          <a
            href={localize(paths.blogPostOf(post.slug))}
            class="rounded after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-main"
          >
            {post.title}
          </a>
        </h3>
        <p class="mt-1.5 line-clamp-2 text-sm leading-relaxed text-muted sm:mt-2 sm:text-base">{post.excerpt}</p>
        <p class="mt-1.5 text-sm text-muted sm:mt-2">
          <time dateTime={post.publishedAt}>{pageDate(post.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          {t('blog.readTime', { minutes: post.readTime })}
        </p>
      </div>
      <span
        aria-hidden="true"
        class="hidden size-11 place-items-center self-center rounded-full border border-line text-ink transition duration-500 group-hover:rotate-45 group-hover:border-main group-hover:bg-main group-hover:text-on-main sm:grid"
      >
        <ArrowUpRight size={18} />
      </span>
    </article>
  );
}

export function BlogTeaser({ media }: { media?: MediaMap }) {
  const posts = useLatestPosts();
  // No article published yet: no section that promises some.
  if (posts?.length === 0) return null;
  return (
    <section aria-labelledby="blog-heading" class="py-14 sm:py-24">
      <div class="shell grid gap-8 lg:grid-cols-12 lg:gap-14">
        <Reveal class="lg:col-span-5">
          <div class="lg:sticky lg:top-32">
            <Eyebrow>{t('home.blogEyebrow')}</Eyebrow>
            <h2 id="blog-heading" class={`mt-5 text-ink ${SECTION_TITLE}`}>
              <AccentText text={t('home.blogTitle')} accent="text-muted" />
            </h2>
            <p class="mt-5 max-w-md text-base leading-relaxed sm:text-lg text-muted">{t('home.blogIntro')}</p>
          </div>
        </Reveal>
        <Reveal delay={100} class="lg:col-span-7">
          <ul class="border-b border-line">
            {(posts ?? []).map((post) => (
              <li key={post.slug}>
                <PostRow post={post} media={media} />
              </li>
            ))}
          </ul>
          <Link href={localize(paths.blog)} class={buttonClasses('secondary', 'lg', 'group mt-8')}>
            {t('home.allPosts')}
            <ArrowRight size={18} aria-hidden="true" class="transition group-hover:translate-x-1" />
          </Link>
        </Reveal>
      </div>
    </section>
  );
}
