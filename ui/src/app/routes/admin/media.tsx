// Media Library (every admin): the photos and videos the content's image fields choose from.

import { MediaLibrary } from '@/features/media/components/media-library';

export default function MediaRoute() {
  return <MediaLibrary />;
}
