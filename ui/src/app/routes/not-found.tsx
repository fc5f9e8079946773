// The public Not Found page (SPEC.md §2). The server answers 404 with the app for unknown paths.

import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSiteData } from '@/features/site-data/site-data';
import { usePageMeta } from '@/lib/use-page-meta';
import { PublicLayout } from '../public-layout';

export function NotFoundRoute() {
  const { settings } = useSiteData();
  usePageMeta(`Page Not Found | ${settings.siteName}`);
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
          <p class="mt-5 text-lg text-muted">Did you forget to add the page to the router?</p>
          <Link href={paths.home} class={buttonClasses('primary', 'lg', 'mt-10')}>
            Back to home
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
