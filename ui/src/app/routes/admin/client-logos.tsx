// client-logos manager (SPEC.md §2): the generic content manager with this kind's configuration.

import { ContentManager } from '@/features/content-admin/components/content-manager';
import { clientLogosEntity } from '@/features/content-admin/entities';

export default function ClientLogosRoute() {
  return <ContentManager entity={clientLogosEntity} />;
}
