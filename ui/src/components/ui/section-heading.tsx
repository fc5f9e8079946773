// The opening of a public section: a small numbered eyebrow, a large title and an optional intro.

import type { ComponentChildren } from 'preact';

export function Eyebrow({ index, children }: { index?: string; children: ComponentChildren }) {
  return (
    <p class="flex items-center gap-3 text-xs font-medium tracking-[0.22em] text-muted uppercase">
      {index && <span class="font-display text-main-ink">{index}</span>}
      <span aria-hidden="true" class="h-px w-8 bg-white/25" />
      {children}
    </p>
  );
}

export function SectionHeading({
  id,
  index,
  eyebrow,
  title,
  intro,
  class: className = '',
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  index?: string;
  eyebrow: string;
  title: ComponentChildren;
  intro?: ComponentChildren;
  class?: string;
}) {
  return (
    <header class={`grid gap-6 lg:grid-cols-12 lg:items-end ${className}`}>
      <div class="lg:col-span-7">
        <Eyebrow index={index}>{eyebrow}</Eyebrow>
        <h2
          id={id}
          class="mt-6 text-[clamp(2.25rem,1.4rem+3.6vw,4.5rem)] leading-[0.98] font-semibold tracking-[-0.035em] text-ink"
        >
          {title}
        </h2>
      </div>
      {intro && <p class="max-w-md text-lg leading-relaxed text-muted lg:col-span-5 lg:justify-self-end">{intro}</p>}
    </header>
  );
}
