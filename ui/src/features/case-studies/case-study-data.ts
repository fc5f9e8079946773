// What the page of /work/{slug} shows: the case study and the next one. The server inlines the
// page's own as app-data's `caseStudy` (and the library files it shows into `media`); a page
// reached without it (vite dev, tests) asks GET /api/case-studies/slug/{slug}, while the site's
// data falls back to GET /api/media, whose map has every case study's files too.

import { useEffect, useState } from 'react';
import { t, withLang } from '@/i18n/page';
import { parseAlternates } from '@/i18n/switch';
import { api, ApiError } from '@/lib/api-client';
import { readAppData } from '@/lib/app-data';
import type { CaseStudyPage, Figure, Study, StudyLink } from '@/types/case-studies';

type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item => typeof value === 'object' && value !== null;
const str = (value: unknown): value is string => typeof value === 'string';
const num = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The well-formed figures of `raw`, in order. */
export function parseFigures(raw: unknown): Figure[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((f) => (isObject(f) && str(f.value) && str(f.label) && f.value.trim() ? [{ value: f.value, label: f.label }] : []));
}

function parseLink(raw: unknown): StudyLink | null {
  return isObject(raw) && num(raw.projectId) && str(raw.slug) && raw.slug && str(raw.title)
    ? { projectId: raw.projectId, slug: raw.slug, title: raw.title }
    : null;
}

/** `raw` as a study, or null when a field the page draws is missing or of the wrong kind. */
export function parseStudy(raw: unknown): Study | null {
  if (!isObject(raw)) return null;
  const { projectId, slug, title, category, description, image, client, bodyHtml, gallery, video } = raw;
  if (!num(projectId) || !str(slug) || !slug || !str(title) || !str(category) || !str(bodyHtml)) return null;
  if (!(video == null || str(video))) return null;
  const text = (value: unknown) => (str(value) ? value : '');
  return {
    projectId,
    slug,
    title,
    category,
    description: text(description),
    image: text(image),
    client: text(client),
    results: parseFigures(raw.results),
    gallery: Array.isArray(gallery) ? gallery.filter((url): url is string => str(url) && url.trim() !== '') : [],
    video: video ? video : null,
    bodyHtml,
    seoTitle: text(raw.seoTitle),
    seoDescription: text(raw.seoDescription),
    updatedAt: text(raw.updatedAt),
    alternates: parseAlternates(raw.alternates) ?? {},
  };
}

export function parseCaseStudyPage(raw: unknown): CaseStudyPage | null {
  if (!isObject(raw)) return null;
  const study = parseStudy(raw.study);
  return study ? { study, next: parseLink(raw.next) } : null;
}

/** The page's <title>, as the server writes it (src/site/work.rs, `head_title`). */
export function studyTitle(study: Pick<Study, 'title' | 'seoTitle'>, siteName: string): string {
  return `${study.seoTitle.trim() || t('work.metaTitle', { title: study.title })} | ${siteName}`;
}

/** The page's meta description: the SEO description, else the project's. */
export function studyDescription(study: Pick<Study, 'description' | 'seoDescription'>): string {
  return study.seoDescription.trim() || study.description;
}

/** The page's inlined case study when it is this one, read once per page load. */
let inlined: unknown;
function inlinedPage(slug: string): CaseStudyPage | undefined {
  inlined ??= readAppData()?.caseStudy ?? null;
  const page = parseCaseStudyPage(inlined);
  return page?.study.slug === slug ? page : undefined;
}

/** The case study at `slug`; null when there is none (a draft, a hidden project's, a typo). */
export async function loadCaseStudy(slug: string): Promise<CaseStudyPage | null> {
  const here = inlinedPage(slug);
  if (here) return here;
  try {
    return parseCaseStudyPage(await api.get<unknown>(withLang(`/api/case-studies/slug/${encodeURIComponent(slug)}`)));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Forgets what this page load read (tests). */
export function resetCaseStudyData(): void {
  inlined = undefined;
}

export type LoadedPage = { state: 'loading' } | { state: 'ready'; data: CaseStudyPage } | { state: 'missing' } | { state: 'failed' };

/** The case study at `slug` for the page: there from the first paint when the page carries it. */
export function useCaseStudy(slug: string): LoadedPage {
  const [result, setResult] = useState<{ slug: string; loaded: LoadedPage } | null>(() => {
    const page = inlinedPage(slug);
    return page ? { slug, loaded: { state: 'ready', data: page } } : null;
  });
  useEffect(() => {
    if (result?.slug === slug) return;
    let live = true;
    loadCaseStudy(slug)
      .then((data) => live && setResult({ slug, loaded: data ? { state: 'ready', data } : { state: 'missing' } }))
      .catch((error: unknown) => {
        console.error('Failed to load the case study', error);
        if (live) setResult({ slug, loaded: { state: 'failed' } });
      });
    return () => {
      live = false;
    };
  }, [slug]);
  return result?.slug === slug ? result.loaded : { state: 'loading' };
}
