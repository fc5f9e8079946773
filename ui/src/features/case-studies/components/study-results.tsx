// A case study's results as a row of big figures on a band of the theme's colour: the one place
// of the page that breaks the dark canvas, read at a glance before the story.

import type { Figure } from '@/types/case-studies';
import { t } from '@/i18n/page';

/** Columns from lg up by count: a row for up to four, two rows of three for five or six. */
const COLUMNS: Record<number, string> = {
  1: 'lg:grid-cols-1',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-3',
  6: 'lg:grid-cols-3',
};

export function StudyResults({ results }: { results: readonly Figure[] }) {
  return (
    <section aria-labelledby="study-results" class="rounded-[2rem] bg-main px-6 py-10 text-on-main sm:px-10 sm:py-14">
      <h2 id="study-results" class="text-xs font-semibold tracking-[0.22em] uppercase">
        {t('work.results')}
      </h2>
      <dl class={`mt-8 grid gap-x-6 gap-y-10 sm:gap-x-10 ${results.length > 1 ? 'grid-cols-2' : 'grid-cols-1'} ${COLUMNS[results.length] ?? 'lg:grid-cols-3'}`}>
        {results.map((figure, i) => (
          <div key={i} class="flex min-w-0 flex-col-reverse justify-end gap-3 border-t border-current/25 pt-5">
            <dt class="max-w-[22ch] text-sm leading-snug font-medium sm:text-base">{figure.label}</dt>
            <dd class="font-display text-[clamp(2.25rem,1.2rem+3.6vw,4.5rem)] leading-[0.9] font-semibold tracking-[-0.045em] break-words tabular-nums">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
