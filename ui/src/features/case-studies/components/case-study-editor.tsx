// The case study editor's page: the project it belongs to (named in the header, with the way back
// to Projects) and its case study, both loaded first; a project without one gets an empty form
// whose slug is made from its title. An unknown project says so and leads back to the list.

import { ArrowLeft, RefreshCw } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatePanel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ImageInput } from '@/features/posts/media-slots';
import { slugify } from '@/features/posts/slugify';
import { errorMessage } from '@/lib/api-client';
import { useCaseStudy, useProjects } from '../api/case-studies';
import type { MediaPicker } from '../media-slots';
import { EditorForm, type SiteInfo } from './editor-form';

const BACK = 'inline-flex items-center gap-1 hover:text-ink hover:underline';

export function CaseStudyEditor({
  projectId,
  site,
  videoInput,
  picker,
}: {
  projectId: number;
  site: SiteInfo;
  videoInput: ImageInput;
  picker: MediaPicker;
}) {
  const [, navigate] = useLocation();
  const projects = useProjects();
  const study = useCaseStudy(projectId);
  const project = projects.data?.find((p) => p.id === projectId);

  if (projects.isPending || study.isPending) {
    return (
      <>
        <PageHeader title="Case study" />
        <div class="py-16 text-center">
          <Spinner label="Loading the case study" />
        </div>
      </>
    );
  }
  const failed = projects.isError ? projects : study.isError ? study : null;
  if (failed || !project) {
    return (
      <>
        <PageHeader title="Case study" />
        <StatePanel
          tone={failed ? 'error' : 'neutral'}
          role="alert"
          title={failed ? 'Could not load the case study' : 'Project not found'}
          action={
            failed ? (
              <Button variant="secondary" size="sm" onClick={() => void failed.refetch()}>
                <RefreshCw size={14} aria-hidden="true" />
                Try again
              </Button>
            ) : (
              <Link href={paths.admin.projects} class={buttonClasses('secondary', 'sm')}>
                All projects
              </Link>
            )
          }
        >
          {failed ? errorMessage(failed.error, failed.error?.message ?? '') : 'No project has this number: it may have been deleted.'}
        </StatePanel>
      </>
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
        onDeleted={() => navigate(paths.admin.projects)}
      />
    </>
  );
}
