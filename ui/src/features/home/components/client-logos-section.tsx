// Trusted brands (docs/PRODUCT.md §1, §9): a strip under the hero, the active client logos in an endless
// marquee. The list is drawn twice so the loop is seamless (the copy is hidden from assistive
// technology); each logo is 110 to 150 px wide in an 80 px high box. Hover or focus pauses it;
// reduced motion stops it. Also rendered by the admin's Content Preview.

import { MediaImage } from '@/components/ui/media-image';
import { t } from '@/i18n/page';
import type { ClientLogo } from '@/types/content';
import type { MediaMap } from '@/types/media';

export const LOGO_BOX_HEIGHT_PX = 80;
export const LOGO_MIN_WIDTH_PX = 110;
export const LOGO_MAX_WIDTH_PX = 150;
const LOGO_DEFAULT_WIDTH_PX = 130;

/** The drawn width of a logo: its own width clamped to 110–150 px, 130 px when it has none. */
export function logoWidth(width: number | null | undefined): number {
  if (width == null || !Number.isFinite(width)) return LOGO_DEFAULT_WIDTH_PX;
  return Math.min(LOGO_MAX_WIDTH_PX, Math.max(LOGO_MIN_WIDTH_PX, Math.round(width)));
}

function LogoRow({ logos, media, copy }: { logos: readonly ClientLogo[]; media: MediaMap; copy: boolean }) {
  return (
    <ul class="flex shrink-0 items-center gap-14 pr-14 sm:gap-20 sm:pr-20" aria-hidden={copy || undefined}>
      {logos.map((logo) => {
        const width = logoWidth(logo.width);
        return (
          <li
            key={logo.id}
            class="flex shrink-0 items-center justify-center"
            style={{ width: `${width}px`, height: `${LOGO_BOX_HEIGHT_PX}px` }}
          >
            <MediaImage
              src={logo.src}
              info={media[logo.src]}
              alt={copy ? '' : logo.alt}
              width={width}
              height={Math.round(width * 0.4)}
              sizes={`${width}px`}
              themed
              class="h-auto max-h-full w-full object-contain opacity-70 transition duration-300 hover:opacity-100"
            />
          </li>
        );
      })}
    </ul>
  );
}

export function ClientLogosSection({
  logos,
  media = {},
  loading = false,
}: {
  logos: readonly ClientLogo[];
  media?: MediaMap;
  loading?: boolean;
}) {
  return (
    <section aria-labelledby="clients-heading" class="border-y border-line py-6 sm:py-8">
      <div class="shell flex flex-col gap-4 lg:flex-row lg:items-center lg:gap-10">
        <h2 id="clients-heading" class="shrink-0 text-xs font-medium tracking-[0.22em] text-muted uppercase lg:w-44">
          {t('home.clientsHeading')}
        </h2>
        {logos.length === 0 ? (
          <p class="text-muted">{loading ? t('home.clientsLoading') : t('home.clientsEmpty')}</p>
        ) : (
          <div
            data-testid="marquee"
            class="marquee flex min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_12%,#000_88%,transparent)]"
          >
            <div class="marquee-track flex w-max">
              <LogoRow logos={logos} media={media} copy={false} />
              <LogoRow logos={logos} media={media} copy />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
