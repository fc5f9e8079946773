// A blog article (docs/PRODUCT.md §2): breadcrumbs, category, author, date, read time, the cover, the body
// as the server rendered and sanitized it, a call to action, the previous and next articles and a
// way back. The page's inlined data carries it (the API when it does not); an unknown slug shows
// 'Post Not Found'. Loaded as its own chunk. The language switch leads to the article's own
// version in each language it is written in (`alternates`), else to that language's home.

import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useParams } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBlogArticle } from '@/features/blog/blog-data';
import { PostCover, PostMeta } from '@/features/blog/components/post-card';
import { useSiteData } from '@/features/site-data/site-data';
import { paths } from '@/config/paths';
import { localize, pageDate, t, tRich } from '@/i18n/page';
import { onSectionClick, sectionHref } from '@/lib/scroll-to-section';
import { usePageMeta } from '@/lib/use-page-meta';
import type { BlogArticle } from '@/types/posts';
import { PublicLayout } from '../public-layout';

const AUTHOR_IMAGE = '/images/people/founder.svg';

const CRUMB = 'rounded hover:text-ink focus-visible:outline-2 focus-visible:outline-main';

export default function BlogPostRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  const article = useBlogArticle(slug);
  // Until the article says where its versions are, and for one that is not there: the homes.
  const alternates = article.state === 'ready' ? (article.data.post.alternates ?? {}) : {};
  return (
    <PublicLayout alternates={alternates}>
      {article.state === 'ready' ? (
        <Article article={article.data} />
      ) : article.state === 'loading' ? (
        <div class="grid min-h-[80svh] place-items-center">
          <Spinner label={t('article.loading')} />
        </div>
      ) : (
        <PostNotFound failed={article.state === 'failed'} />
      )}
    </PublicLayout>
  );
}

function PostNotFound({ failed }: { failed: boolean }) {
  const { settings } = useSiteData();
  usePageMeta(t('article.notFoundMetaTitle', { siteName: settings.siteName }));
  return (
    <section class="shell grid min-h-[80svh] place-items-center pt-32 pb-24">
      <div class="max-w-lg text-center">
        <p class="font-display text-sm tracking-[0.22em] text-muted uppercase">{failed ? t('article.error') : '404'}</p>
        <h1 class="mt-4 text-5xl font-bold tracking-tight text-ink sm:text-6xl">
          {failed ? t('article.failedHeading') : t('article.notFoundHeading')}
        </h1>
        <p class="mt-5 text-lg text-muted">{failed ? t('article.failedText') : t('article.notFoundText')}</p>
        <a href={localize(paths.blog)} class={buttonClasses('primary', 'lg', 'mt-10')}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('article.backToBlog')}
        </a>
      </div>
    </section>
  );
}

function Article({ article: { post, previous, next } }: { article: BlogArticle }) {
  const { settings, media } = useSiteData();
  usePageMeta(t('article.metaTitle', { title: post.seoTitle || post.title, siteName: settings.siteName }), post.seoDescription || post.excerpt);

  return (
    <article class="relative isolate pt-32 pb-24 sm:pt-40">
      <div
        aria-hidden="true"
        class="pointer-events-none absolute -top-40 left-1/2 -z-10 h-[40rem] w-[min(90rem,160vw)] -translate-x-1/2 bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--main-color)_14%,transparent),transparent)]"
      />
      <header class="hero-step mx-auto max-w-4xl px-5 sm:px-8">
        <nav aria-label={t('common.breadcrumb')}>
          <ol class="flex flex-wrap items-center gap-2 text-sm text-muted">
            <li>
              <a href={localize(paths.home)} class={CRUMB}>
                {t('common.home')}
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <a href={localize(paths.blog)} class={CRUMB}>
                {t('nav.blog')}
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" class="truncate text-ink/85">
              {post.title}
            </li>
          </ol>
        </nav>
        <div class="mt-10">
          <PostMeta post={post} />
        </div>
        <h1 class="mt-5 text-[clamp(2.4rem,1.5rem+3.8vw,4.75rem)] leading-[1] font-bold tracking-[-0.04em] break-words text-ink">
          {post.title}
        </h1>
        {post.excerpt && <p class="mt-6 max-w-2xl text-xl leading-relaxed text-muted">{post.excerpt}</p>}
        <div class="mt-8 flex items-center gap-4 border-t border-line pt-6">
          {/* A 48 px drawing: it never goes before the page's text, fonts and cover. */}
          <img
            src={AUTHOR_IMAGE}
            alt=""
            width={48}
            height={48}
            fetchpriority="low"
            decoding="async"
            class="art size-12 rounded-full border border-line"
          />
          <div class="text-sm">
            <p class="font-semibold text-ink">
              {tRich('article.byline', { author: post.author, sr: (words) => <span class="sr-only">{words}</span> })}
            </p>
            <p class="text-muted">
              <time dateTime={post.publishedAt}>{pageDate(post.publishedAt)}</time>
              <span aria-hidden="true"> · </span>
              {t('blog.readTime', { minutes: post.readTime })}
            </p>
          </div>
        </div>
      </header>

      {post.coverImage && (
        <div class="hero-step mx-auto mt-12 max-w-6xl px-5 sm:px-8" style={{ '--i': 1 }}>
          <PostCover
            post={post}
            media={media}
            sizes="(min-width: 1152px) 1088px, calc(100vw - 2.5rem)"
            priority
            class="rounded-[1.75rem] border border-line"
          />
        </div>
      )}

      <div class="mx-auto mt-16 max-w-3xl px-5 sm:px-8">
        {/* Sanitized by the server (markdown.rs): the same HTML the page carries without JavaScript. */}
        <div class="prose-article" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />

        <aside
          aria-labelledby="post-cta"
          class="relative mt-20 overflow-hidden rounded-[1.75rem] border border-main/30 bg-gradient-to-br from-main/15 to-transparent p-8 sm:p-12"
        >
          <h2 id="post-cta" class="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            {t('article.ctaHeading')}
          </h2>
          <p class="mt-4 max-w-xl text-lg text-ink/80">{t('article.ctaText')}</p>
          <a href={sectionHref('contact')} onClick={onSectionClick('contact')} class={buttonClasses('primary', 'lg', 'mt-8')}>
            {t('article.cta')}
            <ArrowRight size={18} aria-hidden="true" />
          </a>
        </aside>

        {(previous || next) && (
          <nav aria-label={t('article.more')} class="mt-16 grid gap-4 sm:grid-cols-2">
            {previous && (
              <a
                href={localize(paths.blogPostOf(previous.slug))}
                rel="prev"
                class="group flex flex-col gap-2 rounded-2xl border border-line p-5 transition hover:border-main/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main"
              >
                <span class="flex items-center gap-1.5 text-xs font-medium tracking-[0.14em] text-muted uppercase">
                  <ArrowLeft size={14} aria-hidden="true" />
                  {t('article.previous')}
                </span>
                <span class="font-semibold text-ink group-hover:text-main-ink">{previous.title}</span>
              </a>
            )}
            {next && (
              <a
                href={localize(paths.blogPostOf(next.slug))}
                rel="next"
                class="group flex flex-col items-end gap-2 rounded-2xl border border-line p-5 text-right transition hover:border-main/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main sm:col-start-2"
              >
                <span class="flex items-center gap-1.5 text-xs font-medium tracking-[0.14em] text-muted uppercase">
                  {t('article.next')}
                  <ArrowRight size={14} aria-hidden="true" />
                </span>
                <span class="font-semibold text-ink group-hover:text-main-ink">{next.title}</span>
              </a>
            )}
          </nav>
        )}

        <a
          href={localize(paths.blog)}
          class="mt-12 inline-flex items-center gap-2 rounded-full text-sm font-semibold text-ink hover:text-main-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-main"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('article.backToAll')}
        </a>
      </div>
    </article>
  );
}
