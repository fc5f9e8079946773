// services manager (docs/PRODUCT.md §2): the generic content manager with this kind's configuration.

import { ContentManager } from '@/features/content-admin/components/content-manager';
import { servicesEntity } from '@/features/content-admin/entities';

export default function ServicesRoute() {
  return <ContentManager entity={servicesEntity} />;
}
