// About the agency and its team (SPEC.md §1): the founder and CEO, with social links.

import { Reveal } from '@/components/ui/reveal';
import { Eyebrow } from '@/components/ui/section-heading';
import { SocialIcon, type SocialNetwork } from '@/components/ui/social-icons';

export const FOUNDER = {
  name: 'Alex Rivera',
  position: 'Founder & CEO',
  image: '/images/people/founder.svg',
} as const;

const FOUNDER_SOCIAL: readonly { label: string; network: SocialNetwork }[] = [
  { label: 'Instagram', network: 'instagram' },
  { label: 'LinkedIn', network: 'linkedin' },
  { label: 'X', network: 'x' },
];

const VALUES = [
  ['Bilingual by default', 'Content that speaks to Miami in English and Spanish.'],
  ['Local creators', 'A network of Miami creators matched to your audience.'],
  ['Numbers, not vibes', 'Monthly reports tied to followers, leads and revenue.'],
] as const;

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" class="py-24 sm:py-32">
      <div class="shell grid gap-16 lg:grid-cols-12 lg:gap-10">
        <Reveal class="lg:col-span-7">
          <Eyebrow index="04">About</Eyebrow>
          <h2
            id="about-heading"
            class="mt-6 text-[clamp(2.25rem,1.4rem+3.6vw,4.5rem)] leading-[0.98] font-semibold tracking-[-0.035em] text-ink"
          >
            A Miami studio that thinks in feeds, <span class="text-muted">not ads.</span>
          </h2>
          <div class="mt-8 grid max-w-2xl gap-5 text-lg leading-relaxed text-muted">
            <p>
              We started in 2020 with one camera, one restaurant client and a belief: local businesses deserve content
              as good as the big brands'. Four years on, we plan, shoot and run social for restaurants, hotels, studios
              and shops across Miami.
            </p>
            <p>
              Small by design, we work as an extension of your team: the people on your first call are the people
              making your content.
            </p>
          </div>
          <dl class="mt-12 grid gap-6 border-t border-line pt-10 sm:grid-cols-3">
            {VALUES.map(([title, text]) => (
              <div key={title}>
                <dt class="font-display text-lg font-semibold text-ink">{title}</dt>
                <dd class="mt-2 text-sm leading-relaxed text-muted">{text}</dd>
              </div>
            ))}
          </dl>
        </Reveal>

        <Reveal delay={150} class="lg:col-span-5 lg:pl-6">
          <h3 class="sr-only">Our team</h3>
          <figure class="group relative overflow-hidden rounded-[1.75rem] border border-line bg-surface">
            <img
              src={FOUNDER.image}
              alt={`Portrait of ${FOUNDER.name}, ${FOUNDER.position}`}
              width={256}
              height={256}
              loading="lazy"
              decoding="async"
              class="art aspect-square w-full object-cover transition duration-700 group-hover:scale-[1.03]"
            />
            <figcaption class="absolute inset-x-0 bottom-0 flex items-end justify-between gap-4 bg-gradient-to-t from-canvas via-canvas/80 to-transparent p-6 pt-20">
              <span class="flex flex-col">
                <span class="font-display text-2xl font-semibold tracking-tight text-ink">{FOUNDER.name}</span>
                <span class="text-sm text-ink/75">{FOUNDER.position}</span>
              </span>
              <ul class="flex gap-2" aria-label={`${FOUNDER.name} on social media`}>
                {FOUNDER_SOCIAL.map(({ label, network }) => (
                  <li key={network}>
                    <a
                      href="#"
                      onClick={(event) => event.preventDefault()}
                      aria-label={`${FOUNDER.name} on ${label}`}
                      class="grid size-10 place-items-center rounded-full border border-white/15 bg-canvas/60 text-ink backdrop-blur transition hover:border-main hover:text-main-ink focus-visible:outline-2 focus-visible:outline-main"
                    >
                      <SocialIcon network={network} size={16} />
                    </a>
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
        </Reveal>
      </div>
    </section>
  );
}
