// projects manager (SPEC.md §2): the generic content manager with this kind's configuration.

import { ContentManager } from '@/features/content-admin/components/content-manager';
import { projectsEntity } from '@/features/content-admin/entities';

export default function ProjectsRoute() {
  return <ContentManager entity={projectsEntity} />;
}
