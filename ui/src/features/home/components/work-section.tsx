// Selected work (docs/PRODUCT.md §1): one card per active portfolio project, and the showreel when the
// hero does not play it. Phones swipe through the cards; wide screens lay them out in an
// editorial grid, wide and narrow by turns. A project with a published case study links to its
// page (the whole card is the link's target); one without shows no arrow and is focusable on its
// own, so a keyboard still brings it into view. Also rendered by the admin's Content Preview
// (`showreel={false}` leaves the video out).

import { ArrowUpRight } from 'lucide-react';
import { AccentText } from '@/components/ui/accent-text';
import { MediaImage } from '@/components/ui/media-image';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { localize, t } from '@/i18n/page';
import type { StudyLink } from '@/types/case-studies';
import type { Project } from '@/types/content';
import type { MediaMap } from '@/types/media';
import { CardRow } from './card-row';
import { Showreel } from './showreel';

/** A card is a phone's row width, or seven or five twelfths of the 1280 px shell. */
export const WORK_IMAGE_SIZES = '(min-width: 1280px) 700px, (min-width: 1024px) 58vw, (min-width: 640px) 24rem, 84vw';

/** Wide screens: a wide card then a narrow one, then the other way round. */
const wide = (index: number) => index % 4 === 0 || index % 4 === 3;

export function WorkSection({
  projects,
  caseStudies = [],
  media = {},
  loading = false,
  showreel = true,
}: {
  projects: readonly Project[];
  /** The published case studies: which card links where. */
  caseStudies?: readonly StudyLink[];
  media?: MediaMap;
  loading?: boolean;
  showreel?: boolean;
}) {
  const studyOf = new Map(caseStudies.map((link) => [link.projectId, link]));
  return (
    <section id="work" aria-labelledby="work-heading" class="py-14 sm:py-24">
      <div class="shell">
        <Reveal>
          <SectionHeading
            id="work-heading"
            eyebrow={t('section.work')}
            title={<AccentText text={t('home.workTitle')} accent="text-muted" />}
            intro={t('home.workIntro')}
          />
        </Reveal>

        {showreel && (
          <Reveal class="mt-10 sm:mt-14">
            <Showreel class="aspect-video rounded-[1.75rem] border border-line" />
          </Reveal>
        )}

        <CardRow
          label={t('home.workList')}
          buttons={{ previous: t('home.previousProject'), next: t('home.nextProject') }}
          class="lg:grid lg:grid-cols-12 lg:gap-x-6 lg:gap-y-14"
          empty={projects.length === 0 && (loading ? t('home.workLoading') : t('home.workEmpty'))}
        >
          {projects.map((project, index) => {
            const study = studyOf.get(project.id);
            return (
              <li
                key={project.id}
                tabIndex={study ? undefined : 0}
                class={`rounded-[1.5rem] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main ${wide(index) ? 'lg:col-span-7' : 'lg:col-span-5'}`}
              >
                <article class="group relative flex flex-col gap-5">
                  <div class="relative overflow-hidden rounded-[1.5rem] border border-line bg-surface [&_button]:z-10">
                    <MediaImage
                      src={project.image}
                      info={media[project.image]}
                      alt={t('work.pictureAlt', { title: project.title, category: project.category })}
                      width={800}
                      height={500}
                      sizes={WORK_IMAGE_SIZES}
                      themed
                      class={`aspect-[8/5] h-auto w-full object-cover lg:aspect-auto lg:h-[26rem] ${study ? 'transition duration-700 ease-out group-hover:scale-[1.04]' : ''}`}
                    />
                    <span class="absolute top-4 left-4 rounded-full border border-white/15 bg-canvas/70 px-3 py-1 text-xs font-medium text-ink backdrop-blur">
                      {project.category}
                    </span>
                  </div>
                  <div class="flex items-start justify-between gap-6 px-1">
                    <div>
                      <h3 class="text-2xl font-semibold tracking-tight text-ink">{project.title}</h3>
                      <p class="mt-2 max-w-lg leading-relaxed text-muted">{project.description}</p>
                      {study && (
                        // The whole card is the link's target (its ::after covers the card);
                        // a library video's Play button stays above it.
                        <a
                          href={localize(paths.workOf(study.slug))}
                          aria-label={t('home.caseStudyLabel', { title: project.title })}
                          class="mt-4 inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-main-ink underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-[1.5rem] group-hover:underline focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-main"
                        >
                          {t('home.caseStudyLink')}
                        </a>
                      )}
                    </div>
                    {study && (
                      <span
                        aria-hidden="true"
                        class="grid size-11 shrink-0 place-items-center rounded-full border border-line text-ink transition duration-500 group-hover:rotate-45 group-hover:border-main group-hover:bg-main group-hover:text-on-main"
                      >
                        <ArrowUpRight size={18} />
                      </span>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </CardRow>
      </div>
    </section>
  );
}
