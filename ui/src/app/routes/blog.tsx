// The blog (docs/PRODUCT.md §2, docs/DESIGN.md "Blog posts"): published posts newest first, ten a page, with
// numbered pages and a category filter, from the page's inlined data (or the API), in the page's
// language. Loaded as its own chunk: the home page's visitors do not fetch it.

import { ArrowLeft } from 'lucide-react';
import { useSearch } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { Eyebrow } from '@/components/ui/section-heading';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { blogQuery } from '@/features/blog/blog-links';
import { useBlogIndex } from '@/features/blog/blog-data';
import { BlogPagination } from '@/features/blog/components/blog-pagination';
import { CategoryFilter } from '@/features/blog/components/category-filter';
import { PostCard } from '@/features/blog/components/post-card';
import { useSiteData } from '@/features/site-data/site-data';
import { localize, t } from '@/i18n/page';
import { usePageMeta } from '@/lib/use-page-meta';
import type { BlogIndex } from '@/types/posts';
import { PublicLayout } from '../public-layout';

/** The page's title as the server writes it (src/site/pages/blog.rs): the category, the page
 * number, the site. */
export function blogTitle(siteName: string, page: number, category?: string): string {
  if (category) {
    return page > 1 ? t('blog.metaTitleCategoryPage', { category, page, siteName }) : t('blog.metaTitleCategory', { category, siteName });
  }
  return page > 1 ? t('blog.metaTitlePage', { page, siteName }) : t('blog.metaTitle', { siteName });
}

export default function BlogRoute() {
  const { page, category } = blogQuery(useSearch());
  const index = useBlogIndex(page ?? 0, category);
  const { settings, media } = useSiteData();
  const shown = index.state === 'ready' ? index.data : undefined;
  const categoryName = shown?.categories.find((c) => c.slug === category)?.name;
  usePageMeta(blogTitle(settings.siteName, page ?? 1, categoryName), t('blog.description'));

  return (
    <PublicLayout>
      <section aria-labelledby="blog-title" class="relative isolate overflow-clip pt-36 pb-24 sm:pt-44 sm:pb-32">
        <div
          aria-hidden="true"
          class="pointer-events-none absolute -top-1/3 right-[-15%] -z-10 size-[60vmax] rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--main-color)_18%,transparent),transparent)]"
        />
        <div class="shell">
          <header class="hero-step grid gap-8 lg:grid-cols-12 lg:items-end">
            <div class="lg:col-span-8">
              <Eyebrow>{categoryName ?? t('blog.eyebrow')}</Eyebrow>
              <h1
                id="blog-title"
                class="mt-6 text-[clamp(3.5rem,2rem+7vw,9rem)] leading-[0.9] font-bold tracking-[-0.05em] text-ink"
              >
                {t('blog.title')}
                <span aria-hidden="true" class="text-main-ink">
                  .
                </span>
              </h1>
            </div>
            <p class="max-w-md text-lg leading-relaxed text-muted lg:col-span-4 lg:justify-self-end">
              {t('blog.intro')}
            </p>
          </header>
          {index.state === 'loading' ? (
            <div class="mt-20 grid place-items-center">
              <Spinner label={t('blog.loading')} />
            </div>
          ) : index.state === 'ready' ? (
            <Posts index={index.data} media={media} />
          ) : (
            <div class="mt-20 max-w-xl">
              <p role={index.state === 'failed' ? 'alert' : undefined} class="text-lg text-muted">
                {index.state === 'missing' ? t('blog.noSuchPage') : t('blog.failed')}
              </p>
              <a href={localize(paths.blog)} class={buttonClasses('secondary', 'md', 'mt-8')}>
                <ArrowLeft size={16} aria-hidden="true" />
                {t('blog.allArticles')}
              </a>
            </div>
          )}
        </div>
      </section>
    </PublicLayout>
  );
}

function Posts({ index, media }: { index: BlogIndex; media: ReturnType<typeof useSiteData>['media'] }) {
  // The newest article of the blog's first page is laid out large.
  const featured = index.page === 1 && index.category === null;
  return (
    <>
      <CategoryFilter categories={index.categories} current={index.category} />
      {index.posts.length === 0 ? (
        <p class="mt-16 text-lg text-muted">{t('blog.empty')}</p>
      ) : (
        <ul class="mt-10 grid gap-5 sm:mt-12 md:grid-cols-2">
          {index.posts.map((post, i) => {
            const card = <PostCard post={post} media={media} headingLevel={2} featured={featured && i === 0} priority={i === 0} />;
            // The first card is the first screen's largest paint: shown at once, not faded in.
            return i === 0 ? (
              <li key={post.slug} class={featured ? 'md:col-span-2' : undefined}>
                {card}
              </li>
            ) : (
              <Reveal as="li" key={post.slug} delay={Math.min(i, 3) * 100}>
                {card}
              </Reveal>
            );
          })}
        </ul>
      )}
      <BlogPagination page={index.page} pages={index.pages} category={index.category} />
    </>
  );
}
