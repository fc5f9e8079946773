// projects manager (docs/PRODUCT.md §2): the generic content manager with this kind's configuration;
// its image field can also pick from the media library, each project has its history, and each row
// leads to the project's case study (written, or to write), with its state.

import { ContentManager } from '@/features/content-admin/components/content-manager';
import { type Column, projectsEntity } from '@/features/content-admin/entities';
import type { Project } from '@/features/content-admin/types';
import { useCaseStudies } from '@/features/case-studies/api/case-studies';
import { CaseStudyCell } from '@/features/case-studies/components/case-study-cell';
import { HistoryButton } from '@/features/history/components/history-button';
import { ImageUrlInput } from '@/features/media/components/image-url-input';

export default function ProjectsRoute() {
  const studies = useCaseStudies();
  const byProject = new Map((studies.data ?? []).map((study) => [study.projectId, study]));
  const caseStudy: Column<Project> = {
    header: 'Case study',
    // Until the list answers, no row offers to write one that may exist.
    cell: (p) =>
      studies.isPending ? <span class="text-muted">…</span> : <CaseStudyCell projectId={p.id} title={p.title} study={byProject.get(p.id)} />,
  };
  return <ContentManager entity={projectsEntity} imageInput={ImageUrlInput} history={HistoryButton} extraColumns={[caseStudy]} />;
}
