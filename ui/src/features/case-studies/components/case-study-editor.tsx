// The case study editor's page: the project it belongs to (named in the header, with the way back
// to Projects) and its case study, both loaded first; a project without one gets an empty form
// whose slug is made from its title. An unknown project says so and leads back to the list.

import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { EditorLoadFailed, EditorLoading, EditorNotFound } from '@/components/editor/editor-load-state';
import type { HistoryControl } from '@/components/ui/history-slot';
import type { MediaInput, MediaPicker } from '@/components/ui/media-slots';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { slugify } from '@/lib/slugify';
import { useCaseStudy, useProjects } from '../api/case-studies';
import { EditorForm, type SiteInfo } from './editor-form';

const BACK = 'inline-flex items-center gap-1 hover:text-ink hover:underline';

export function CaseStudyEditor({
  projectId,
  site,
  videoInput,
  picker,
  history,
}: {
  projectId: number;
  site: SiteInfo;
  videoInput: MediaInput;
  picker: MediaPicker;
  history?: HistoryControl;
}) {
  const [, navigate] = useLocation();
  const projects = useProjects();
  const study = useCaseStudy(projectId);
  const project = projects.data?.find((p) => p.id === projectId);

  if (projects.isPending || study.isPending) return <EditorLoading title="Case study" label="Loading the case study" />;
  const failed = projects.isError ? projects : study.isError ? study : null;
  if (failed) {
    return <EditorLoadFailed title="Case study" heading="Could not load the case study" error={failed.error} onRetry={() => void failed.refetch()} />;
  }
  if (!project) {
    return (
      <EditorNotFound title="Case study" heading="Project not found" back={{ href: paths.admin.projects, label: 'All projects' }}>
        No project has this number: it may have been deleted.
      </EditorNotFound>
    );
  }

  return (
    <>
      <PageHeader
        title={`Case study: ${project.title}`}
        description={
          <span class="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link href={paths.admin.projects} class={BACK}>
              <ArrowLeft size={14} aria-hidden="true" />
              All projects
            </Link>
            <span aria-hidden="true">·</span>
            <span>
              {project.category}
              {!project.isActive && ' · the project is hidden: its case study is not on the site until it is shown again'}
            </span>
          </span>
        }
      />
      <EditorForm
        key={project.id}
        project={project}
        projects={projects.data ?? []}
        study={study.data ?? null}
        fallbackSlug={slugify(project.title)}
        site={site}
        videoInput={videoInput}
        picker={picker}
        history={history}
        onDeleted={() => navigate(paths.admin.projects)}
      />
    </>
  );
}
