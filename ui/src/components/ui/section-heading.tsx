// The opening of a public section: a small eyebrow, a large title and an optional intro. Sections
// are not numbered: an admin may hide some, and numbers would skip.

import type { ComponentChildren } from 'preact';

/** The size of every section title (h2). */
export const SECTION_TITLE = 'text-[clamp(2.25rem,1.5rem+3.2vw,4.25rem)] leading-[0.98] font-semibold tracking-[-0.035em]';

export function Eyebrow({
  children,
  class: extra = 'text-muted',
}: {
  children: ComponentChildren;
  /** Its colour (muted by default; a light band passes its own). */
  class?: string;
}) {
  return (
    <p class={`flex items-center gap-3 text-xs font-medium tracking-[0.22em] uppercase ${extra}`}>
      <span aria-hidden="true" class="size-1.5 rounded-full bg-main" />
      {children}
    </p>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  class: className = '',
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: ComponentChildren;
  intro?: ComponentChildren;
  class?: string;
}) {
  return (
    <header class={`grid gap-5 lg:grid-cols-12 lg:items-end lg:gap-6 ${className}`}>
      <div class="lg:col-span-7">
        <Eyebrow>{eyebrow}</Eyebrow>
        <h2 id={id} class={`mt-5 text-ink ${SECTION_TITLE}`}>
          {title}
        </h2>
      </div>
      {intro && <p class="max-w-md text-base leading-relaxed sm:text-lg text-muted lg:col-span-5 lg:justify-self-end">{intro}</p>}
    </header>
  );
}
