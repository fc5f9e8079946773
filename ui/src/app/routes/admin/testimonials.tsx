// testimonials manager (docs/PRODUCT.md §2): the generic content manager with this kind's configuration;
// its image field can also pick from the media library, and each item has its history.

import { ContentManager } from '@/features/content-admin/components/content-manager';
import { testimonialsEntity } from '@/features/content-admin/entities';
import { HistoryButton } from '@/features/history/components/history-button';
import { ImageUrlInput } from '@/features/media/components/image-url-input';

export default function TestimonialsRoute() {
  return <ContentManager entity={testimonialsEntity} imageInput={ImageUrlInput} history={HistoryButton} />;
}
