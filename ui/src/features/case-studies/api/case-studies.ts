// The case studies' calls for the admin screens (issue #15): every case study (the Projects
// screen's badges, the editor's "is this slug taken?"), one project's (404: it has none yet),
// save (PUT creates or updates), delete; the projects they belong to, and the public media map
// (the gallery's thumbnails from small variants).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, ApiError } from '@/lib/api-client';
import type { CaseStudy, CaseStudyInput, CaseStudyList, CaseStudyResponse } from '@/types/case-studies';
import type { Project } from '@/types/content';
import type { MediaMap } from '@/types/media';

export const CASE_STUDIES_PATH = '/api/case-studies';
/** The admin list of projects (content-admin's query key too: one cache of them). */
export const PROJECTS_PATH = '/api/projects';

/** The library files visible content uses (content-admin's query key too). */
export const MEDIA_MAP_PATH = '/api/media';

export const caseStudyPath = (projectId: number) => `${PROJECTS_PATH}/${projectId}/case-study`;
const studyKey = (projectId: number) => [CASE_STUDIES_PATH, 'project', projectId] as const;

/** Every case study, drafts too (the admin token). */
export function useCaseStudies() {
  return useQuery({
    queryKey: [CASE_STUDIES_PATH],
    select: (data: CaseStudyList) => data.caseStudies ?? [],
  });
}

/** Every project, inactive ones too. */
export function useProjects() {
  return useQuery({
    queryKey: [PROJECTS_PATH],
    select: (data: { projects?: Project[] }) => data.projects ?? [],
  });
}

/** The public media map: a file that no visible page shows yet is not in it. */
export function useMediaMap() {
  return useQuery({ queryKey: [MEDIA_MAP_PATH], select: (data: { media?: MediaMap }) => data.media ?? {} });
}

/** The project's case study; null when it has none yet. Read afresh each time the editor opens:
 * another admin may have changed it meanwhile. */
export function useCaseStudy(projectId: number) {
  const client = useQueryClient();
  useEffect(() => () => client.removeQueries({ queryKey: [CASE_STUDIES_PATH, 'project'] }), [client]);
  return useQuery({
    queryKey: studyKey(projectId),
    queryFn: async (): Promise<CaseStudy | null> => {
      try {
        return (await api.get<CaseStudyResponse>(caseStudyPath(projectId))).caseStudy;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** After a change: the list (badges, slug checks) is fetched again. */
function useAfterChange() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: [CASE_STUDIES_PATH], exact: true });
}

/** A case study the server changed outside the editor's save (a version restored from its
 * History): the list is read again, as after a save. */
export function useRestoredCaseStudy() {
  return useAfterChange();
}

export function useSaveCaseStudy() {
  const changed = useAfterChange();
  return useMutation({
    /** `version`: the case study's as loaded, 0 for one not written yet (someone else's meanwhile
     * is then a 412 too). */
    mutationFn: ({ projectId, input, version }: { projectId: number; input: CaseStudyInput; version: number }) =>
      api.put<CaseStudyResponse>(caseStudyPath(projectId), input, { ifMatch: version }).then((body) => body.caseStudy),
    onSuccess: changed,
  });
}

export function useDeleteCaseStudy() {
  const changed = useAfterChange();
  return useMutation({
    mutationFn: ({ projectId, version }: { projectId: number; version: number }) =>
      api.del(caseStudyPath(projectId), undefined, { ifMatch: version }),
    onSuccess: changed,
  });
}
