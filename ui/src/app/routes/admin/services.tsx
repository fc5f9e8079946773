// services manager (docs/PRODUCT.md §2): the generic content manager with this kind's configuration,
// and the history of each service.

import { ContentManager } from '@/features/content-admin/components/content-manager';
import { servicesEntity } from '@/features/content-admin/entities';
import { HistoryButton } from '@/features/history/components/history-button';

export default function ServicesRoute() {
  return <ContentManager entity={servicesEntity} history={HistoryButton} />;
}
