// The public Not Found page (docs/PRODUCT.md §2). The server answers 404 with the app for unknown paths,
// its meta description the same sentence as the page. Besides the way home, the places a lost
// visitor most likely wanted: the work, the blog, the contact form. It exists in no other
// language, so the language switch leads to each language's home.

import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSiteData } from '@/features/site-data/site-data';
import { localize, t, tRich } from '@/i18n/page';
import { onSectionClick, sectionHref } from '@/lib/scroll-to-section';
import { usePageMeta } from '@/lib/use-page-meta';
import { PublicLayout } from '../public-layout';

const LINK = 'whitespace-nowrap text-main-ink underline decoration-main/40 underline-offset-2 hover:decoration-main focus-visible:outline-2 focus-visible:outline-main';

const NO_VERSIONS = {};

export function NotFoundRoute() {
  const { settings } = useSiteData();
  usePageMeta(t('notFound.metaTitle', { siteName: settings.siteName }), t('notFound.text'));
  return (
    <PublicLayout alternates={NO_VERSIONS}>
      <section class="shell grid min-h-[85svh] place-items-center pt-32 pb-24">
        <div class="max-w-lg text-center">
          <p
            aria-hidden="true"
            class="text-outline font-display text-[clamp(7rem,30vw,14rem)] leading-none font-bold tracking-[-0.06em] select-none"
          >
            404
          </p>
          <h1 class="mt-6 text-5xl font-bold tracking-tight text-ink sm:text-6xl">{t('notFound.heading')}</h1>
          <p class="mt-5 text-lg text-muted">{t('notFound.text')}</p>
          <Link href={localize(paths.home)} class={buttonClasses('primary', 'lg', 'mt-10')}>
            {t('notFound.home')}
          </Link>
          <p class="mt-8 text-muted">
            {tRich('notFound.elsewhere', {
              work: (words) => (
                <a href={sectionHref('work')} onClick={onSectionClick('work')} class={LINK}>
                  {words}
                </a>
              ),
              blog: (words) => (
                <Link href={localize(paths.blog)} class={LINK}>
                  {words}
                </Link>
              ),
              contact: (words) => (
                <a href={sectionHref('contact')} onClick={onSectionClick('contact')} class={LINK}>
                  {words}
                </a>
              ),
            })}
          </p>
        </div>
      </section>
    </PublicLayout>
  );
}
