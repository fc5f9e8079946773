// The public footer (SPEC.md §1): anchor links that smooth-scroll to the home sections, the policy
// links and social links (placeholders for now, except Instagram, which opens in a new tab), and
// the copyright with the current year.

import type { ComponentChildren } from 'preact';
import { ArrowUpRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { SocialIcon, type SocialNetwork } from '@/components/ui/social-icons';
import { onSectionClick, type SectionId } from '@/lib/scroll-to-section';

export const INSTAGRAM_URL = 'https://www.instagram.com/mythagency';

const SECTIONS: readonly { label: string; id: SectionId }[] = [
  { label: 'Home', id: 'home' },
  { label: 'Services', id: 'services' },
  { label: 'Work', id: 'work' },
  { label: 'About', id: 'about' },
  { label: 'Contact', id: 'contact' },
];

const POLICIES = ['Privacy Policy', 'Terms of Service', 'Cookies Policy'] as const;

const SOCIAL: readonly { label: string; network: SocialNetwork }[] = [
  { label: 'Instagram', network: 'instagram' },
  { label: 'TikTok', network: 'tiktok' },
  { label: 'LinkedIn', network: 'linkedin' },
  { label: 'X', network: 'x' },
];

const LINK = 'rounded text-ink/75 transition hover:text-main-ink focus-visible:outline-2 focus-visible:outline-main';

/** A link that does not go anywhere yet (the page or profile does not exist). */
const placeholder = (event: MouseEvent) => event.preventDefault();

function Column({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <div>
      <h2 class="text-xs font-medium tracking-[0.22em] text-muted uppercase">{title}</h2>
      <ul class="mt-5 grid gap-3 text-[15px]">{children}</ul>
    </div>
  );
}

export function Footer({ siteName, year = new Date().getFullYear() }: { siteName: string; year?: number }) {
  const [first] = siteName.split(' ');
  return (
    <footer class="relative overflow-hidden border-t border-line">
      <div class="shell pt-20 pb-10 sm:pt-28">
        <div class="grid gap-14 lg:grid-cols-12">
          <div class="lg:col-span-5">
            <p class="max-w-sm font-display text-3xl leading-tight font-semibold tracking-tight text-ink sm:text-4xl">
              Content people stop scrolling for.
            </p>
            <a href="/#contact" onClick={onSectionClick('contact')} class={buttonClasses('secondary', 'md', 'mt-8')}>
              Start a project
              <ArrowUpRight size={16} aria-hidden="true" />
            </a>
          </div>
          <nav aria-label="Footer" class="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:col-span-7">
            <Column title="Explore">
              {SECTIONS.map((link) => (
                <li key={link.id}>
                  <a href={`/#${link.id}`} class={LINK} onClick={onSectionClick(link.id)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </Column>
            <Column title="Legal">
              {POLICIES.map((label) => (
                <li key={label}>
                  <a href="#" class={LINK} onClick={placeholder}>
                    {label}
                  </a>
                </li>
              ))}
            </Column>
            <Column title="Social">
              {SOCIAL.map(({ label, network }) => (
                <li key={network}>
                  {network === 'instagram' ? (
                    <a href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer" class={`${LINK} inline-flex items-center gap-2`}>
                      <SocialIcon network={network} size={16} />
                      {label}
                      <span class="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <a href="#" class={`${LINK} inline-flex items-center gap-2`} onClick={placeholder}>
                      <SocialIcon network={network} size={16} />
                      {label}
                    </a>
                  )}
                </li>
              ))}
            </Column>
          </nav>
        </div>

        <div class="mt-20 flex flex-col gap-3 border-t border-line pt-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {siteName}. All rights reserved.
          </p>
          <p>Made in Miami, Florida</p>
        </div>
      </div>
      {/* The wordmark as a backdrop: decoration only, drawn as generated content (not text). */}
      <div
        aria-hidden="true"
        data-wordmark={first}
        class="pointer-events-none -mb-[0.24em] text-center font-display text-[24vw] leading-none font-bold tracking-[-0.06em] text-white/[0.035] select-none before:content-[attr(data-wordmark)]"
      />
    </footer>
  );
}
