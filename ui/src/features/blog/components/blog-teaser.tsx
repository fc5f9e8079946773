// The home page's blog teaser (SPEC.md §1): the three newest articles and 'View All Posts'.

import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { Deferred } from '@/lib/deferred-render';
import type { MediaMap } from '@/types/media';
import { useLatestPosts } from '../public-posts';
import { PostCard } from './post-card';

export function BlogTeaser({ media }: { media?: MediaMap }) {
  const posts = useLatestPosts();
  // No article published yet: no section that promises some.
  if (posts?.length === 0) return null;
  return (
    <section aria-labelledby="blog-heading" class="py-24 sm:py-32">
      <div class="shell">
        <Reveal>
          <SectionHeading
            id="blog-heading"
            index="06"
            eyebrow="Journal"
            title={
              <>
                Notes from the feed, <span class="text-muted">for Miami businesses.</span>
              </>
            }
            intro="Practical playbooks on social media, UGC and local marketing, written from what we see working every week."
          />
        </Reveal>
        <ul class="mt-16 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {(posts ?? []).map((post, index) => (
            <Deferred key={post.slug}>
              <Reveal as="li" delay={index * 100}>
                <PostCard post={post} media={media} />
              </Reveal>
            </Deferred>
          ))}
        </ul>
        <Reveal class="mt-12 flex justify-center">
          <Link href={paths.blog} class={buttonClasses('secondary', 'lg', 'group')}>
            View All Posts
            <ArrowRight size={18} aria-hidden="true" class="transition group-hover:translate-x-1" />
          </Link>
        </Reveal>
      </div>
    </section>
  );
}
