// The public Not Found page (docs/PRODUCT.md §2). The server answers 404 with the app for unknown paths,
// its meta description the same sentence as the page. Besides the way home, the places a lost
// visitor most likely wanted: the work, the blog, the contact form.

import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSiteData } from '@/features/site-data/site-data';
import { onSectionClick } from '@/lib/scroll-to-section';
import { usePageMeta } from '@/lib/use-page-meta';
import { PublicLayout } from '../public-layout';

export const NOT_FOUND_TEXT = 'The page you are looking for has moved or never existed.';

const LINK = 'whitespace-nowrap text-main-ink underline decoration-main/40 underline-offset-2 hover:decoration-main focus-visible:outline-2 focus-visible:outline-main';

export function NotFoundRoute() {
  const { settings } = useSiteData();
  usePageMeta(`Page Not Found | ${settings.siteName}`, NOT_FOUND_TEXT);
  return (
    <PublicLayout>
      <section class="shell grid min-h-[85svh] place-items-center pt-32 pb-24">
        <div class="max-w-lg text-center">
          <p
            aria-hidden="true"
            class="text-outline font-display text-[clamp(7rem,30vw,14rem)] leading-none font-bold tracking-[-0.06em] select-none"
          >
            404
          </p>
          <h1 class="mt-6 text-5xl font-bold tracking-tight text-ink sm:text-6xl">Page Not Found</h1>
          <p class="mt-5 text-lg text-muted">{NOT_FOUND_TEXT}</p>
          <Link href={paths.home} class={buttonClasses('primary', 'lg', 'mt-10')}>
            Back to home
          </Link>
          <p class="mt-8 text-muted">
            Or see{' '}
            <a href="/#work" onClick={onSectionClick('work')} class={LINK}>
              our work
            </a>
            , read{' '}
            <Link href={paths.blog} class={LINK}>
              the blog
            </Link>{' '}
            or{' '}
            <a href="/#contact" onClick={onSectionClick('contact')} class={LINK}>
              get in touch
            </a>
            .
          </p>
        </div>
      </section>
    </PublicLayout>
  );
}
