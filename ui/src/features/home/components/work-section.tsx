// Selected work (SPEC.md §1): the showreel and one card per active portfolio project. A project
// with a published case study links to its page (the whole card is the link's target); one
// without shows no arrow, as nothing lies behind it. Also rendered by the admin's Content Preview
// (`showreel={false}` leaves the video out).

import { ArrowUpRight } from 'lucide-react';
import { MediaImage } from '@/components/ui/media-image';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { Deferred } from '@/lib/deferred-render';
import type { StudyLink } from '@/types/case-studies';
import type { Project } from '@/types/content';
import type { MediaMap } from '@/types/media';
import { Showreel } from './showreel';

export const WORK_EMPTY_MESSAGE = 'No projects to show yet.';
/** A card's link to its project's case study (its accessible name adds the project's title). */
export const CASE_STUDY_LINK = 'Read the case study';

/** A card fills the column: half the 1280 px shell from md up, the whole width below. */
export const WORK_IMAGE_SIZES = '(min-width: 1280px) 590px, (min-width: 768px) 50vw, 100vw';

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
    <section id="work" aria-labelledby="work-heading" class="py-24 sm:py-32">
      <div class="shell">
        <Reveal>
          <SectionHeading
            id="work-heading"
            index="05"
            eyebrow="Work"
            title={
              <>
                Selected work, <span class="text-muted">real results.</span>
              </>
            }
            intro="A few of the Miami businesses we have helped get noticed, followed and booked."
          />
        </Reveal>

        {showreel && (
          <Deferred>
            <Reveal class="mt-16">
              <Showreel class="aspect-video rounded-[1.75rem] border border-line" />
            </Reveal>
          </Deferred>
        )}

        {projects.length === 0 ? (
          <p class="mt-16 rounded-[var(--radius-card)] border border-dashed border-line p-10 text-center text-muted">
            {loading ? 'Loading projects…' : WORK_EMPTY_MESSAGE}
          </p>
        ) : (
          <ul class="mt-6 grid gap-6 md:grid-cols-2">
            {projects.map((project, index) => {
              const study = studyOf.get(project.id);
              return (
                <Deferred key={project.id}>
                  <Reveal as="li" delay={(index % 2) * 120}>
                    <article class="group relative flex flex-col gap-6">
                      <div class="relative overflow-hidden rounded-[1.5rem] border border-line bg-surface [&_button]:z-10">
                        <MediaImage
                          src={project.image}
                          info={media[project.image]}
                          alt={`${project.title}: ${project.category}`}
                          width={800}
                          height={500}
                          sizes={WORK_IMAGE_SIZES}
                          themed
                          class={`aspect-[8/5] h-auto w-full object-cover ${study ? 'transition duration-700 ease-out group-hover:scale-[1.04]' : ''}`}
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
                              href={paths.workOf(study.slug)}
                              aria-label={`${CASE_STUDY_LINK}: ${project.title}`}
                              class="mt-4 inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-main-ink underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-[1.5rem] group-hover:underline focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-main"
                            >
                              {CASE_STUDY_LINK}
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
                  </Reveal>
                </Deferred>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
