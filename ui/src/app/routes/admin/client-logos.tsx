// client-logos manager (docs/PRODUCT.md §2): the generic content manager with this kind's configuration;
// its image field can also pick from the media library.

import { ContentManager } from '@/features/content-admin/components/content-manager';
import { clientLogosEntity } from '@/features/content-admin/entities';
import { ImageUrlInput } from '@/features/media/components/image-url-input';

export default function ClientLogosRoute() {
  return <ContentManager entity={clientLogosEntity} imageInput={ImageUrlInput} />;
}
