// Case studies as the server's OpenAPI document declares them (issue #15): one per project, the
// page at /work/{slug} that tells the story behind a work card.

import type { ApiSchema } from '@/lib/api-client';

/** One result as a short figure: `+240%` of `reach in 90 days`. */
export interface Figure {
  value: string;
  label: string;
}

/** A stored case study as admins see it (GET /api/projects/{id}/case-study). */
export type CaseStudy = ApiSchema<'CaseStudy'>;

/** PUT /api/projects/{id}/case-study: creates it, or changes the fields given. */
export type CaseStudyInput = ApiSchema<'CaseStudyInput'>;

export type CaseStudyResponse = ApiSchema<'CaseStudyResponse'>;

/** GET /api/case-studies: every case study for an admin, and for everyone the cards' links. */
export type CaseStudyList = ApiSchema<'CaseStudyList'>;

/** Which project's work card links to which page (app-data's `caseStudies`). */
export type StudyLink = ApiSchema<'StudyLink'>;

/** A visible case study as its page shows it, with the project's title, category and image. */
export interface Study extends Omit<ApiSchema<'Study'>, 'results' | 'video'> {
  results: Figure[];
  video: string | null;
}

/** The page of /work/{slug} (app-data's `caseStudy` there, GET /api/case-studies/slug/{slug}):
 * the study and the next one in the showcase's order. */
export interface CaseStudyPage {
  study: Study;
  next: StudyLink | null;
}
