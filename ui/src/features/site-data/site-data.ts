// The content of the public site: settings, the active services, projects, testimonials and
// client logos, which projects have a case study, and what it takes to draw the media-library
// files they show. The server inlines them into the page as <script id="app-data"> so the first
// paint needs no request; without it (vite dev, tests) they are fetched from the public API.
// Either way the result is read once per page load and shared by every screen, in the page's
// language (the server inlines it so; the API is asked for it).

import { useEffect, useState } from 'react';
import { SITE_DEFAULTS } from '@/config/constants';
import { withLang } from '@/i18n/page';
import { api } from '@/lib/api-client';
import { readAppData } from '@/lib/app-data';
import type { StudyLink } from '@/types/case-studies';
import type { ClientLogo, Project, PublicSettings, Service, Testimonial } from '@/types/content';
import type { MediaInfo, MediaMap, MediaVariant } from '@/types/media';

export interface SiteData {
  settings: PublicSettings;
  services: Service[];
  projects: Project[];
  testimonials: Testimonial[];
  clientLogos: ClientLogo[];
  /** The published case studies: which project's work card links to which page. */
  caseStudies: StudyLink[];
  /** The library files the content above uses, by url. */
  media: MediaMap;
}

export const DEFAULT_SETTINGS: PublicSettings = {
  siteName: SITE_DEFAULTS.siteName,
  contactEmail: SITE_DEFAULTS.contactEmail,
  contactPhone: SITE_DEFAULTS.contactPhone,
  publicUrl: '',
  analyticsId: '',
  timeZone: 'America/New_York',
  languages: 'en',
};

export const EMPTY_SITE_DATA: SiteData = {
  settings: DEFAULT_SETTINGS,
  services: [],
  projects: [],
  testimonials: [],
  clientLogos: [],
  caseStudies: [],
  media: {},
};

type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item => typeof value === 'object' && value !== null;
const str = (value: unknown): value is string => typeof value === 'string';
const num = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const optional = (check: (value: unknown) => boolean) => (value: unknown) => value == null || check(value);

/** The settings in `raw`, each missing or malformed field replaced by its default. */
export function parseSettings(raw: unknown): PublicSettings {
  const source = isObject(raw) ? raw : {};
  const pick = (key: keyof PublicSettings) => {
    const value = source[key];
    return str(value) && (value.trim() || key === 'analyticsId' || key === 'publicUrl') ? value.trim() : DEFAULT_SETTINGS[key];
  };
  return {
    siteName: pick('siteName'),
    contactEmail: pick('contactEmail'),
    contactPhone: pick('contactPhone'),
    publicUrl: pick('publicUrl'),
    analyticsId: pick('analyticsId'),
    timeZone: pick('timeZone'),
    languages: pick('languages'),
  };
}

/**
 * The well-formed, active items of `raw`, in the order the server sends them (it orders each kind:
 * by position, logos without one last). An admin's token makes the same endpoints return inactive
 * items too: visitors never see those.
 */
function parseList<T extends { id: number; isActive: boolean }>(
  raw: unknown,
  valid: (item: Item) => boolean,
): T[] {
  if (!Array.isArray(raw)) return [];
  return (raw.filter((item) => isObject(item) && num(item.id) && valid(item) && item.isActive !== false) as T[])
    .map((item) => ({ ...item, isActive: true }));
}

export const parseServices = (raw: unknown) =>
  parseList<Service>(raw, (s) => str(s.title) && str(s.description) && str(s.icon));

export const parseProjects = (raw: unknown) =>
  parseList<Project>(raw, (p) => str(p.title) && str(p.category) && str(p.description) && str(p.image));

export const parseTestimonials = (raw: unknown) =>
  parseList<Testimonial>(
    raw,
    (t) => str(t.name) && str(t.quote) && str(t.position) && str(t.company) && optional(str)(t.avatar),
  );

export const parseClientLogos = (raw: unknown) =>
  parseList<ClientLogo>(raw, (l) => str(l.src) && str(l.alt) && optional(num)(l.width) && optional(num)(l.position));

/** The well-formed links of `raw` (a malformed one leaves its card without a link). */
export function parseStudyLinks(raw: unknown): StudyLink[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((link) =>
    isObject(link) && num(link.projectId) && str(link.slug) && link.slug && str(link.title)
      ? [{ projectId: link.projectId, slug: link.slug, title: link.title }]
      : [],
  );
}

const isVariant = (v: unknown): v is MediaVariant => isObject(v) && str(v.url) && num(v.width) && str(v.format);

function parseMediaInfo(raw: unknown): MediaInfo | null {
  if (!isObject(raw)) return null;
  const { width, height, color, kind, mime, poster, variants, alt } = raw;
  if (!num(width) || !num(height) || (kind !== 'image' && kind !== 'video') || !str(mime)) return null;
  if (!optional(str)(color) || !optional(str)(poster) || !Array.isArray(variants)) return null;
  return {
    width,
    height,
    color: (color as string | null | undefined) ?? null,
    kind,
    ...(str(alt) && alt ? { alt } : {}),
    mime,
    poster: (poster as string | null | undefined) ?? null,
    variants: variants.filter(isVariant).sort((a, b) => a.width - b.width),
  };
}

/** The well-formed entries of a media map; a file without one is drawn as a plain <img>. */
export function parseMediaMap(raw: unknown): MediaMap {
  if (!isObject(raw) || Array.isArray(raw)) return {};
  const entries = Object.entries(raw).map(([url, info]) => [url, parseMediaInfo(info)] as const);
  return Object.fromEntries(entries.filter((entry): entry is [string, MediaInfo] => entry[1] !== null));
}

/** Everything in one inlined or assembled payload; null when `raw` is not an object at all. */
export function parseSiteData(raw: unknown): SiteData | null {
  if (!isObject(raw)) return null;
  return {
    settings: parseSettings(raw.settings),
    services: parseServices(raw.services),
    projects: parseProjects(raw.projects),
    testimonials: parseTestimonials(raw.testimonials),
    clientLogos: parseClientLogos(raw.clientLogos),
    caseStudies: parseStudyLinks(raw.caseStudies),
    media: parseMediaMap(raw.media),
  };
}

/** The data the server inlined into the page, or null when there is none or it is unreadable. */
export function readInlinedSiteData(doc: Document = document): SiteData | null {
  return parseSiteData(readAppData(doc));
}

async function field(path: string, key: string): Promise<unknown> {
  try {
    const body = await api.get<Record<string, unknown>>(path);
    return isObject(body) ? body[key] : undefined;
  } catch (error) {
    console.error(`Failed to load ${path}`, error);
    return undefined; // This part shows its defaults or its empty message; the rest still loads.
  }
}

/** The same data from the public API, one call per part, in parallel, in the page's language. */
export async function fetchSiteData(): Promise<SiteData> {
  const [settings, services, projects, testimonials, clientLogos, caseStudies, media] = await Promise.all([
    field(withLang('/api/settings'), 'settings'),
    field(withLang('/api/services'), 'services'),
    field(withLang('/api/projects'), 'projects'),
    field(withLang('/api/testimonials'), 'testimonials'),
    field(withLang('/api/client-logos'), 'clientLogos'),
    field(withLang('/api/case-studies'), 'links'),
    field(withLang('/api/media'), 'media'),
  ]);
  return parseSiteData({ settings, services, projects, testimonials, clientLogos, caseStudies, media }) ?? EMPTY_SITE_DATA;
}

// One copy per page load: `undefined` until the page's inlined data has been looked for.
let cache: SiteData | null | undefined;
let pending: Promise<SiteData> | undefined;

/** The data available without a request: inlined, or fetched earlier in this page's life. */
export function cachedSiteData(): SiteData | null {
  if (cache === undefined) cache = readInlinedSiteData();
  return cache;
}

/** The data, fetching it (once) when the page did not carry it. */
export function loadSiteData(): Promise<SiteData> {
  const ready = cachedSiteData();
  if (ready) return Promise.resolve(ready);
  pending ??= fetchSiteData().then((data) => {
    cache = data;
    return data;
  });
  return pending;
}

/** The settings, which the app needs before its first render (the page's language): inlined, or
 * asked of GET /api/settings alone when the page carries none. */
export async function loadSettings(): Promise<PublicSettings> {
  return cachedSiteData()?.settings ?? parseSettings(await field('/api/settings', 'settings'));
}

/** Forgets the cached data (tests). */
export function resetSiteData(): void {
  cache = undefined;
  pending = undefined;
}

/** The site's data for a screen; `loading` until a fetch fallback has answered. */
export function useSiteData(): SiteData & { loading: boolean } {
  const [data, setData] = useState(cachedSiteData);
  useEffect(() => {
    if (data) return;
    let live = true;
    void loadSiteData().then((loaded) => live && setData(loaded));
    return () => {
      live = false;
    };
  }, [data]);
  return { ...(data ?? EMPTY_SITE_DATA), loading: !data };
}
