// What the Translations overview lists of the case studies in one language: each translated text
// (body, SEO fields, results' labels) missing or out of date, of every case study, linked to its
// editor open on that field there.

import { paths } from '@/config/paths';
import { leftToDo, type TranslationEntry, type TranslationReport, translationSearch } from '@/lib/translations';
import { useCaseStudies, useProjects } from './api/case-studies';
import { studyStatuses } from './case-study-translation';

export function useCaseStudyTranslationReport(lang: string): TranslationReport {
  const studies = useCaseStudies();
  const projects = useProjects();
  const titleOf = (projectId: number) => projects.data?.find((p) => p.id === projectId)?.title ?? `project ${projectId}`;
  const entries = (studies.data ?? []).flatMap((study) =>
    studyStatuses(study, lang).flatMap(({ key, label, status }): TranslationEntry[] =>
      leftToDo(status)
        ? [
            {
              where: `Case study of ${titleOf(study.projectId)}`,
              field: label,
              status: status.status,
              since: status.since,
              href: paths.admin.caseStudyOf(study.projectId) + translationSearch({ lang, field: key }),
            },
          ]
        : [],
    ),
  );
  return {
    title: 'Case Studies',
    entries,
    pending: studies.isPending || projects.isPending,
    error: studies.error ?? projects.error,
    retry: () => {
      void studies.refetch();
      void projects.refetch();
    },
  };
}
