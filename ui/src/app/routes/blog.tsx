// The blog list (SPEC.md §2): the three articles as cards.

import { Reveal } from '@/components/ui/reveal';
import { Eyebrow } from '@/components/ui/section-heading';
import { PostCard } from '@/features/blog/components/post-card';
import { POSTS } from '@/features/blog/posts';
import { useSiteData } from '@/features/site-data/site-data';
import { usePageMeta } from '@/lib/use-page-meta';
import { PublicLayout } from '../public-layout';

/** The same words the server writes into the page's head (src/site/pages.rs). */
export const BLOG_DESCRIPTION = 'Social media marketing, UGC and content strategy insights for Miami businesses.';

export function BlogRoute() {
  const { settings } = useSiteData();
  usePageMeta(`Blog | ${settings.siteName}`, BLOG_DESCRIPTION);
  return (
    <PublicLayout>
      <section aria-labelledby="blog-title" class="relative isolate overflow-hidden pt-36 pb-24 sm:pt-44 sm:pb-32">
        <div
          aria-hidden="true"
          class="pointer-events-none absolute -top-1/3 right-[-15%] -z-10 size-[60vmax] rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--main-color)_18%,transparent),transparent)]"
        />
        <div class="shell">
          <header class="hero-step grid gap-8 lg:grid-cols-12 lg:items-end">
            <div class="lg:col-span-8">
              <Eyebrow>Journal</Eyebrow>
              <h1
                id="blog-title"
                class="mt-6 text-[clamp(3.5rem,2rem+7vw,9rem)] leading-[0.9] font-bold tracking-[-0.05em] text-ink"
              >
                Blog<span aria-hidden="true" class="text-main-ink">.</span>
              </h1>
            </div>
            <p class="max-w-md text-lg leading-relaxed text-muted lg:col-span-4 lg:justify-self-end">
              Ideas on content, UGC and social growth for Miami businesses: what we test, what works, and what we'd do
              in your shoes.
            </p>
          </header>
          <ul class="mt-16 grid gap-5 sm:mt-20 md:grid-cols-2">
            {POSTS.map((post, index) => (
              <Reveal as="li" key={post.slug} delay={index * 100} class={index === 0 ? 'md:col-span-2' : undefined}>
                <PostCard post={post} headingLevel={2} featured={index === 0} />
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
    </PublicLayout>
  );
}
