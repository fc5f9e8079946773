// A blog article (SPEC.md §2): breadcrumbs, category, author, date, read time, cover image, the
// body (loaded on demand, so no other page carries it), a call to action and a way back.
// An unknown slug shows 'Post Not Found'.

import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PostMeta } from '@/features/blog/components/post-card';
import { findPost, formatPostDate, loadPostBody, type BlogPost } from '@/features/blog/posts';
import { useSiteData } from '@/features/site-data/site-data';
import { paths } from '@/config/paths';
import { onSectionClick } from '@/lib/scroll-to-section';
import { usePageMeta } from '@/lib/use-page-meta';
import { PublicLayout } from '../public-layout';

const AUTHOR_IMAGE = '/images/people/founder.svg';

export function BlogPostRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  const post = findPost(slug);
  return <PublicLayout>{post ? <Article post={post} /> : <PostNotFound />}</PublicLayout>;
}

function PostNotFound() {
  const { settings } = useSiteData();
  usePageMeta(`Post Not Found | ${settings.siteName} Blog`);
  return (
    <section class="shell grid min-h-[80svh] place-items-center pt-32 pb-24">
      <div class="max-w-lg text-center">
        <p class="font-display text-sm tracking-[0.22em] text-muted uppercase">404</p>
        <h1 class="mt-4 text-5xl font-bold tracking-tight text-ink sm:text-6xl">Post Not Found</h1>
        <p class="mt-5 text-lg text-muted">The blog post you're looking for doesn't exist.</p>
        <Link href={paths.blog} class={buttonClasses('primary', 'lg', 'mt-10')}>
          <ArrowLeft size={18} aria-hidden="true" />
          Back to Blog
        </Link>
      </div>
    </section>
  );
}

function useBody(slug: string): string | null | undefined {
  const [body, setBody] = useState<{ slug: string; html: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    loadPostBody(slug)
      .then((html) => live && setBody({ slug, html }))
      .catch((error: unknown) => {
        console.error('Failed to load the article', error);
        if (live) setBody({ slug, html: null });
      });
    return () => {
      live = false;
    };
  }, [slug]);
  return body?.slug === slug ? body.html : undefined;
}

function Article({ post }: { post: BlogPost }) {
  const { settings } = useSiteData();
  usePageMeta(`${post.title} | ${settings.siteName} Blog`, post.excerpt);
  const body = useBody(post.slug);

  return (
    <article class="relative isolate pt-32 pb-24 sm:pt-40">
      <div
        aria-hidden="true"
        class="pointer-events-none absolute -top-40 left-1/2 -z-10 h-[40rem] w-[min(90rem,160vw)] -translate-x-1/2 bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--main-color)_14%,transparent),transparent)]"
      />
      <header class="hero-step mx-auto max-w-4xl px-5 sm:px-8">
        <nav aria-label="Breadcrumb">
          <ol class="flex flex-wrap items-center gap-2 text-sm text-muted">
            <li>
              <Link href={paths.home} class="rounded hover:text-ink focus-visible:outline-2 focus-visible:outline-main">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link href={paths.blog} class="rounded hover:text-ink focus-visible:outline-2 focus-visible:outline-main">
                Blog
              </Link>
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
        <h1 class="mt-5 text-[clamp(2.4rem,1.5rem+3.8vw,4.75rem)] leading-[1] font-bold tracking-[-0.04em] text-ink">
          {post.title}
        </h1>
        <p class="mt-6 max-w-2xl text-xl leading-relaxed text-muted">{post.excerpt}</p>
        <div class="mt-8 flex items-center gap-4 border-t border-line pt-6">
          <img src={AUTHOR_IMAGE} alt="" width={48} height={48} class="art size-12 rounded-full border border-line" />
          <div class="text-sm">
            <p class="font-semibold text-ink">
              <span class="sr-only">Written by </span>
              {post.author}
            </p>
            <p class="text-muted">
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>
              <span aria-hidden="true"> · </span>
              {post.readTime} min read
            </p>
          </div>
        </div>
      </header>

      <div class="hero-step mx-auto mt-12 max-w-6xl px-5 sm:px-8" style={{ '--i': 1 }}>
        <img
          src={post.image}
          alt=""
          width={1200}
          height={630}
          class="art aspect-[40/21] h-auto w-full rounded-[1.75rem] border border-line object-cover"
        />
      </div>

      <div class="mx-auto mt-16 max-w-3xl px-5 sm:px-8">
        {body === undefined ? (
          <div class="grid min-h-[50vh] place-items-start">
            <Spinner label="Loading the article" />
          </div>
        ) : body === null ? (
          <p class="text-lg text-muted">This article could not be loaded. Please try again later.</p>
        ) : (
          <div class="prose-article" dangerouslySetInnerHTML={{ __html: body }} />
        )}

        <aside
          aria-labelledby="post-cta"
          class="relative mt-20 overflow-hidden rounded-[1.75rem] border border-main/30 bg-gradient-to-br from-main/15 to-transparent p-8 sm:p-12"
        >
          <h2 id="post-cta" class="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            Want this working for your business?
          </h2>
          <p class="mt-4 max-w-xl text-lg text-ink/80">
            Tell us about your brand and get a free, custom social media proposal from our Miami team.
          </p>
          <a href="/#contact" onClick={onSectionClick('contact')} class={buttonClasses('primary', 'lg', 'mt-8')}>
            Get your free proposal
            <ArrowRight size={18} aria-hidden="true" />
          </a>
        </aside>

        <Link
          href={paths.blog}
          class="mt-12 inline-flex items-center gap-2 rounded-full text-sm font-semibold text-ink hover:text-main-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-main"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          Back to All Posts
        </Link>
      </div>
    </article>
  );
}
