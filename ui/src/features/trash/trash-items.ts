// How the Trash screen names what it lists: each kind as a person reads it, where a restored item
// comes back, and how long until the server deletes it for good: 30 days after the delete
// (docs/DESIGN.md, "HTTP contract, phase 3").

import { TRASH_DAYS } from '@/config/constants';

/** Each kind the trash holds (the API's names), as the screen says it and where it comes back. */
const KINDS: Readonly<Record<string, { label: string; place: string }>> = {
  service: { label: 'Service', place: 'Services' },
  project: { label: 'Project', place: 'Projects' },
  testimonial: { label: 'Testimonial', place: 'Testimonials' },
  clientLogo: { label: 'Client logo', place: 'Client Logos' },
  post: { label: 'Article', place: 'Blog Posts' },
  caseStudy: { label: 'Case study', place: 'Projects' },
  media: { label: 'Media', place: 'the Media Library' },
};

/** "Article" for `post`; a kind this screen does not know yet is shown as the server names it. */
export const kindLabel = (kind: string): string => KINDS[kind]?.label ?? kind;

/** Where a restored item of `kind` is found again: "Blog Posts". */
export const placeOf = (kind: string): string | undefined => KINDS[kind]?.place;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Deleted for good in 12 days" as a short phrase: whole days left, rounded up, from `now`. */
export function purgeText(purgedAt: string, now = Date.now()): string {
  const at = Date.parse(purgedAt);
  if (Number.isNaN(at)) return `Kept ${TRASH_DAYS} days`;
  const days = Math.ceil((at - now) / DAY_MS);
  if (days <= 0) return 'Purged within the hour';
  return days === 1 ? 'Purged in 1 day' : `Purged in ${days} days`;
}
