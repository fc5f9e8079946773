// Reads the site content a page carries (or the API answers) as defensively as the rest of the
// site's data: a field that is missing or of the wrong kind takes its fallback (the defaults), and
// a list keeps its well-formed items. One walk over the content's shape reads every section; it
// also says whether any field needed its fallback, so the defaults are loaded only then.

import type { SiteContent } from '@/types/site-content';

type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What each field holds and the shape of each list's items (the values are not used). */
export const CONTENT_SHAPE: SiteContent = {
  hero: { eyebrow: '', headline: '', subtitle: '', primaryLabel: '', secondaryLabel: '', capabilities: [''], media: null },
  stats: [{ value: '', label: '' }],
  process: { heading: '', intro: '', steps: [{ title: '', description: '' }] },
  about: { heading: '', body: '', values: [{ title: '', text: '' }], founder: { name: '', position: '', photo: null, links: [] } },
  faq: { heading: '', items: [{ question: '', answer: '' }] },
  cta: { heading: '', text: '', buttonLabel: '' },
  contact: { heading: '', intro: '' },
  social: { tagline: '', links: [] },
  legal: { privacy: false, terms: false },
  sections: { visitCounter: true, stats: true, testimonials: true, clientLogos: true, blogTeaser: true, faq: true },
};

/** Fields that may be null: no hero media, no founder photo. */
const NULLABLE = new Set(['media', 'photo']);
/** The networks the site has icons for; a link to another is left out. */
const NETWORKS = new Set(['instagram', 'tiktok', 'linkedin', 'x', 'facebook', 'youtube']);
const LINK = { network: '', url: '' };

/** Whether `item` has every field of `shape`, each of the same kind. */
function fits(item: unknown, shape: unknown): boolean {
  if (!isObject(shape)) return typeof item === typeof shape;
  return isObject(item) && Object.keys(shape).every((key) => typeof item[key] === typeof shape[key]);
}

export interface ParsedContent {
  content: SiteContent;
  /** False when some field was missing or malformed and took its fallback. */
  complete: boolean;
}

/** The content in `raw` (app-data's `content` or the API's), each unreadable field from
 * `fallback` (without one: empty, and lists empty). The API's legal pages come as their Markdown:
 * only whether each exists is kept. */
export function parseSiteContent(raw: unknown, fallback?: SiteContent): ParsedContent {
  let complete = true;

  /** `value` read as `shape` says, else `or` (`key`: the field's name). */
  function read<T>(value: unknown, shape: T, or: T | undefined, key = ''): T {
    if (Array.isArray(shape)) {
      if (!Array.isArray(value)) {
        complete = false;
        return or ?? ([] as T);
      }
      const links = key === 'links';
      const item = links ? LINK : shape[0];
      return value
        .filter((entry) => fits(entry, item) && (!links || NETWORKS.has((entry as Item).network as string)))
        .map((entry) => read(entry, item, item)) as T;
    }
    if (isObject(shape)) {
      const source = isObject(value) ? value : {};
      const fields = Object.keys(shape).map((field) => [field, read(source[field], shape[field], (or as Item | undefined)?.[field], field)]);
      return Object.fromEntries(fields) as T;
    }
    if (value === null && NULLABLE.has(key)) return value as T;
    if (typeof value === (shape === null ? 'string' : typeof shape)) return value as T;
    complete = false;
    return or ?? shape;
  }

  const source = isObject(raw) ? raw : {};
  const legal = source.legal;
  const pages = isObject(legal) && typeof legal.privacyMarkdown === 'string'
    ? { privacy: legal.privacyMarkdown.trim() !== '', terms: typeof legal.termsMarkdown === 'string' && legal.termsMarkdown.trim() !== '' }
    : legal;
  const content = read({ ...source, legal: pages }, CONTENT_SHAPE, fallback);
  return { content, complete };
}
