// The case study editor's page: the project it belongs to (named in the header, with the way back
// to Projects) and its case study, both loaded first; a project without one gets an empty form
// whose slug is made from its title. An unknown project says so and leads back to the list.
// On a site of several languages, a written case study is translated on the same page: a
// language switch in the header (the address's `?lang=es`, `&field=` to focus a field: a link
// from the Translations overview) turns the form to that language's.

import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { EditorLoadFailed, EditorLoading, EditorNotFound } from '@/components/editor/editor-load-state';
import type { HistoryControl } from '@/components/ui/history-slot';
import type { MediaInput, MediaPicker } from '@/components/ui/media-slots';
import { EditorLanguageBar } from '@/components/translation/editor-language-bar';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { slugify } from '@/lib/slugify';
import { readTranslationTarget, translationSearch } from '@/lib/translations';
import { useSiteLanguages } from '@/lib/use-site-languages';
import type { CaseStudy } from '@/types/case-studies';
import { useCaseStudy, useProjects } from '../api/case-studies';
import { studyStatuses } from '../case-study-translation';
import { EditorForm, type SiteInfo } from './editor-form';
import { StudyTranslationForm } from './translation-form';

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
  const [location, navigate] = useLocation();
  const projects = useProjects();
  const study = useCaseStudy(projectId);
  const project = projects.data?.find((p) => p.id === projectId);
  const languages = useSiteLanguages();
  const target = readTranslationTarget(useSearch());
  // The case study as last saved in either language (undefined: as loaded).
  const [saved, setSaved] = useState<CaseStudy>();
  const [dirty, setDirty] = useState(false);

  if (projects.isPending || study.isPending || (languages.pending && target.lang)) return <EditorLoading title="Case study" label="Loading the case study" />;
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

  const current = saved ?? study.data ?? null;
  const lang = current && target.lang && languages.others.includes(target.lang) ? target.lang : undefined;
  const switchTo = (next: string) => {
    setDirty(false);
    navigate(location + translationSearch({ lang: next === languages.default ? undefined : next }), { replace: true });
  };

  return (
    <>
      <PageHeader
        title={`Case study: ${project.title}`}
        actions={
          current &&
          languages.others.length > 0 && (
            <EditorLanguageBar
              languages={languages}
              lang={lang}
              statuses={() => studyStatuses(current, lang ?? languages.default).map((s) => s.status)}
              dirty={dirty}
              onChange={switchTo}
            />
          )
        }
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
      {current && lang ? (
        <StudyTranslationForm
          key={lang}
          project={project}
          study={current}
          lang={lang}
          defaultLang={languages.default}
          site={site}
          picker={picker}
          focus={target.field}
          onChanged={setSaved}
          onDirtyChange={setDirty}
        />
      ) : (
        <EditorForm
          key={project.id}
          project={project}
          projects={projects.data ?? []}
          study={current}
          fallbackSlug={slugify(project.title)}
          site={site}
          videoInput={videoInput}
          picker={picker}
          history={history}
          onDeleted={() => navigate(paths.admin.projects)}
          onChanged={setSaved}
          onDirtyChange={setDirty}
        />
      )}
    </>
  );
}
