// The home page (SPEC.md §1). For now: the hero and the contact anchor it points to.

import { buttonClasses } from '@/components/ui/button';
import { SITE_DEFAULTS } from '@/config/constants';

export function HomeRoute() {
  return (
    <main class="bg-depth">
      <section id="home" class="relative isolate flex min-h-svh items-center overflow-hidden">
        <div class="mx-auto w-full max-w-[1280px] px-6 py-28 sm:px-10">
          <p class="mb-6 inline-flex items-center gap-2 rounded-full border border-line bg-white/[0.03] px-4 py-1.5 text-[11px] font-medium tracking-[0.14em] text-muted uppercase sm:text-xs sm:tracking-[0.2em]">
            <span aria-hidden="true" class="size-1.5 rounded-full bg-main shadow-[0_0_12px_var(--glow-color)]" />
            Content &amp; social studio · Miami
          </p>
          <h1 class="text-[22vw] leading-[0.88] sm:text-[clamp(3.5rem,12.5vw,12.5rem)] font-bold tracking-[-0.04em] text-ink">
            {SITE_DEFAULTS.siteName}
          </h1>
          <div class="mt-10 flex flex-col gap-8 sm:flex-row sm:items-end sm:justify-between">
            <p class="max-w-xl text-lg leading-relaxed text-muted sm:text-xl">
              Scroll-stopping content, UGC and social media management that turn local businesses into the
              brands everyone follows.
            </p>
            <a href="#contact" class={buttonClasses('primary', 'lg', 'shrink-0 self-start sm:self-auto')}>
              Let's talk
              <span aria-hidden="true">→</span>
            </a>
          </div>
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-heading" class="border-t border-line">
        <div class="mx-auto grid w-full max-w-[1280px] gap-6 px-6 py-24 sm:px-10 md:grid-cols-2">
          <h2 id="contact-heading" class="text-4xl font-bold tracking-tight sm:text-5xl">
            Ready to grow? <span class="text-main">Get a free proposal.</span>
          </h2>
          <address class="flex flex-col gap-2 text-lg not-italic text-muted md:items-end md:text-right">
            <span>{SITE_DEFAULTS.city}</span>
            <a class="text-ink hover:text-main" href={`mailto:${SITE_DEFAULTS.contactEmail}`}>
              {SITE_DEFAULTS.contactEmail}
            </a>
            <a class="text-ink hover:text-main" href={`tel:${SITE_DEFAULTS.contactPhone.replace(/[^+\d]/g, '')}`}>
              {SITE_DEFAULTS.contactPhone}
            </a>
          </address>
        </div>
      </section>
    </main>
  );
}
