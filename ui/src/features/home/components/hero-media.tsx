// What the hero shows of the work, under its words: the site content's image or muted reel (from
// the media library, or a video address outside it), or the studio's showreel when none is
// chosen. Its frame's shape is the caller's; the media covers it.

import { MediaImage } from '@/components/ui/media-image';
import { t } from '@/i18n/page';
import { looksLikeVideo, videoInfo } from '@/lib/media-sources';
import type { MediaMap } from '@/types/media';
import { Reel, Showreel } from './showreel';

export interface HeroMediaProps {
  /** The site content's `hero.media`: an address, or null for the showreel. */
  src: string | null;
  media: MediaMap;
  class: string;
  captionClass: string;
}

export function HeroMedia({ src, media, class: frame, captionClass }: HeroMediaProps) {
  if (!src) return <Showreel class={frame} captionClass={captionClass} />;
  const info = media[src] ?? (looksLikeVideo(src) ? videoInfo(src) : undefined);
  if (info?.kind === 'video') {
    return (
      <Reel
        sources={[{ src, type: info.mime }]}
        poster={info.poster}
        width={info.width}
        height={info.height}
        color={info.color}
        label={info.alt || t('home.reelLabel')}
        caption={t('home.reel')}
        playLabel={t('home.playReel')}
        pauseLabel={t('home.pauseReel')}
        class={frame}
        captionClass={captionClass}
      />
    );
  }
  return (
    <div class={`relative overflow-hidden bg-surface ${frame}`}>
      <MediaImage
        src={src}
        alt={info?.alt ?? ''}
        info={info}
        width={1920}
        height={1080}
        sizes="100vw"
        priority
        class="absolute inset-0 size-full object-cover"
      />
    </div>
  );
}
