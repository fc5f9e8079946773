// A project's case study (issue #15) at /work/{slug}: the title, category and client over the
// project's picture or muted loop, the results as big figures, the story as the server rendered
// and sanitized it (the blog's prose styles), the gallery, the film, the next case study and a
// call to the contact form. The page's inlined data carries it (the API when it does not); an
// unknown slug, or a draft's, is the site's Not Found page. Loaded as its own chunk. The language
// switch leads to the study's own version in each language it is written in (`alternates`).

import { ArrowLeft, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { ComponentChildren, ComponentType } from 'preact';
import { buttonClasses } from '@/components/ui/button';
import { Eyebrow } from '@/components/ui/section-heading';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { studyDescription, studyTitle, useCaseStudy } from '@/features/case-studies/case-study-data';
import { StudyFilm, StudyGallery, StudyHero } from '@/features/case-studies/components/study-media';
import { StudyResults } from '@/features/case-studies/components/study-results';
import { useSiteData } from '@/features/site-data/site-data';
import { localize, t } from '@/i18n/page';
import type { Alternates } from '@/i18n/switch';
import { onSectionClick, sectionHref } from '@/lib/scroll-to-section';
import { usePageMeta } from '@/lib/use-page-meta';
import type { CaseStudyPage } from '@/types/case-studies';

const CRUMB = 'rounded hover:text-ink focus-visible:outline-2 focus-visible:outline-main';

/**
 * What the router hands the page: the slug, and the public frame and Not Found page, which the
 * home page has already loaded. Imported here instead, they (and wouter, the API client) would be
 * split out of the first-load bundle into chunks of their own, fetched by every visitor of the
 * home page (rolldown/rolldown#10731: modules the entry loads, shared with a third lazy page).
 */
export interface WorkRouteProps {
  slug: string;
  layout: ComponentType<{ children: ComponentChildren; alternates?: Alternates }>;
  notFound: ComponentType;
}

export default function WorkRoute({ slug, layout: PublicLayout, notFound: NotFound }: WorkRouteProps) {
  const loaded = useCaseStudy(slug);
  if (loaded.state === 'missing') return <NotFound />;
  // Until the study says where its versions are: the homes.
  const alternates = loaded.state === 'ready' ? loaded.data.study.alternates : {};
  return (
    <PublicLayout alternates={alternates}>
      {loaded.state === 'ready' ? (
        <CaseStudyArticle page={loaded.data} />
      ) : loaded.state === 'loading' ? (
        <div class="grid min-h-[80svh] place-items-center">
          <Spinner label={t('work.loading')} />
        </div>
      ) : (
        <section class="shell grid min-h-[80svh] place-items-center pt-32 pb-24">
          <div role="alert" class="max-w-lg text-center">
            <h1 class="text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t('work.failedHeading')}</h1>
            <p class="mt-5 text-lg text-muted">{t('work.failedText')}</p>
          </div>
        </section>
      )}
    </PublicLayout>
  );
}

/** A part's heading, as small as the eyebrows: the figures and pictures speak louder. */
function SectionLabel({ id, class: extra = '', children }: { id: string; class?: string; children: string }) {
  return (
    <h2 id={id} class={`flex items-center gap-3 font-sans text-xs font-medium tracking-[0.22em] text-muted uppercase ${extra}`}>
      <span aria-hidden="true" class="h-px w-8 bg-white/25" />
      {children}
    </h2>
  );
}

function CaseStudyArticle({ page: { study, next } }: { page: CaseStudyPage }) {
  const { settings, media } = useSiteData();
  usePageMeta(studyTitle(study, settings.siteName), studyDescription(study));

  return (
    <article aria-labelledby="study-title" class="relative isolate pt-32 pb-24 sm:pt-40">
      <div
        aria-hidden="true"
        class="pointer-events-none absolute -top-48 right-[-20%] -z-10 size-[70vmax] rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--main-color)_16%,transparent),transparent)]"
      />
      <header class="shell hero-step">
        <nav aria-label={t('common.breadcrumb')}>
          <ol class="flex flex-wrap items-center gap-2 text-sm text-muted">
            <li>
              <a href={localize(paths.home)} class={CRUMB}>
                {t('common.home')}
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <a href={sectionHref('work')} onClick={onSectionClick('work')} class={CRUMB}>
                {t('section.work')}
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" class="truncate text-ink/85">
              {study.title}
            </li>
          </ol>
        </nav>
        <div class="mt-12 grid gap-10 lg:grid-cols-12 lg:items-end">
          <div class="lg:col-span-8">
            <Eyebrow>{t('work.eyebrow')}</Eyebrow>
            <h1
              id="study-title"
              class="mt-6 text-[clamp(2.75rem,1.6rem+5vw,6.5rem)] leading-[0.92] font-bold tracking-[-0.045em] break-words text-ink"
            >
              {study.title}
            </h1>
            {study.description && <p class="mt-8 max-w-2xl text-xl leading-relaxed text-muted">{study.description}</p>}
          </div>
          <dl class="grid grid-cols-2 gap-6 border-t border-line pt-6 text-sm lg:col-span-4 lg:grid-cols-1 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8">
            {study.client && (
              <div>
                <dt class="text-xs tracking-[0.18em] text-muted uppercase">{t('work.client')}</dt>
                <dd class="mt-2 font-display text-xl font-semibold text-ink">{study.client}</dd>
              </div>
            )}
            <div>
              <dt class="text-xs tracking-[0.18em] text-muted uppercase">{t('work.category')}</dt>
              <dd class="mt-2 font-display text-xl font-semibold text-ink">{study.category}</dd>
            </div>
          </dl>
        </div>
      </header>

      {study.image && (
        <div class="shell hero-step mt-14 sm:mt-20" style={{ '--i': 1 }}>
          <div class="overflow-hidden rounded-[1.75rem] border border-line bg-surface">
            <StudyHero
              src={study.image}
              alt={t('work.pictureAlt', { title: study.title, category: study.category })}
              info={media[study.image]}
            />
          </div>
        </div>
      )}

      {study.results.length > 0 && (
        <div class="shell mt-16 sm:mt-24">
          <StudyResults results={study.results} />
        </div>
      )}

      <section aria-labelledby="study-story" class="shell mt-20 sm:mt-28">
        <div class="grid gap-8 lg:grid-cols-12">
          <div class="lg:col-span-3">
            <SectionLabel id="study-story" class="lg:sticky lg:top-28">
              {t('work.story')}
            </SectionLabel>
          </div>
          {/* Sanitized by the server (markdown.rs): the same HTML the page carries without JavaScript. */}
          <div class="prose-article max-w-3xl lg:col-span-9" dangerouslySetInnerHTML={{ __html: study.bodyHtml }} />
        </div>
      </section>

      {study.gallery.length > 0 && (
        <section aria-labelledby="study-gallery" class="shell mt-24 sm:mt-32">
          <SectionLabel id="study-gallery" class="mb-10">
            {t('work.gallery')}
          </SectionLabel>
          <StudyGallery title={study.title} images={study.gallery} media={media} />
        </section>
      )}

      {study.video && (
        <section aria-labelledby="study-film" class="shell mt-24 sm:mt-32">
          <SectionLabel id="study-film" class="mb-10">
            {t('work.film')}
          </SectionLabel>
          <StudyFilm src={study.video} title={study.title} info={media[study.video]} />
        </section>
      )}

      <div class="shell mt-24 sm:mt-32">
        {next && (
          <nav aria-label={t('work.more')}>
            <a
              href={localize(paths.workOf(next.slug))}
              rel="next"
              class="group flex items-end justify-between gap-6 border-y border-line py-10 transition focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-main sm:py-14"
            >
              <span>
                <span class="block text-xs font-medium tracking-[0.22em] text-muted uppercase">{t('work.next')}</span>
                <span class="mt-4 block font-display text-[clamp(2rem,1.4rem+2.6vw,3.75rem)] leading-none font-semibold tracking-[-0.035em] text-ink transition group-hover:text-main-ink">
                  {next.title}
                </span>
              </span>
              <span
                aria-hidden="true"
                class="grid size-12 shrink-0 place-items-center rounded-full border border-line text-ink transition duration-500 group-hover:rotate-45 group-hover:border-main group-hover:bg-main group-hover:text-on-main sm:size-14"
              >
                <ArrowUpRight size={22} />
              </span>
            </a>
          </nav>
        )}

        <aside
          aria-labelledby="study-cta"
          class="relative mt-16 overflow-hidden rounded-[1.75rem] border border-main/30 bg-gradient-to-br from-main/15 to-transparent p-8 sm:p-12 lg:flex lg:items-end lg:justify-between lg:gap-12"
        >
          <div>
            <h2 id="study-cta" class="text-3xl font-semibold tracking-tight text-ink sm:text-5xl">
              {t('work.ctaHeading')}
            </h2>
            <p class="mt-4 max-w-xl text-lg text-ink/80">{t('work.ctaText')}</p>
          </div>
          <a
            href={sectionHref('contact')}
            onClick={onSectionClick('contact')}
            class={buttonClasses('primary', 'lg', 'mt-8 shrink-0 lg:mt-0')}
          >
            {t('work.cta')}
            <ArrowRight size={18} aria-hidden="true" />
          </a>
        </aside>

        <a
          href={sectionHref('work')}
          onClick={onSectionClick('work')}
          class="mt-12 inline-flex items-center gap-2 rounded-full text-sm font-semibold text-ink hover:text-main-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-main"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('work.backToWork')}
        </a>
      </div>
    </article>
  );
}
