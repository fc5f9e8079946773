// Who saved a version and when, as the History says it. A version kept by the first change of an
// item saved before the site kept its history has no known author, and a site-content section's
// version 0 is the site's default copy (docs/DESIGN.md, "HTTP contract, phase 3").

import { formatDateTime } from '@/lib/format-date';
import type { Revision } from './api/revisions';

/** The short line under a version in the list. */
export function savedByLine(revision: Revision, timeZone?: string): string {
  if (revision.version === 0) return 'The default copy';
  const when = formatDateTime(revision.at, timeZone);
  return revision.actor ? `${revision.actor} · ${when}` : `Before history was kept · ${when}`;
}

/** The sentence above a version's changes. */
export function savedBySentence(revision: Revision, timeZone?: string): string {
  if (revision.version === 0) return 'The site’s default copy, as it was before the first change.';
  const when = formatDateTime(revision.at, timeZone);
  return revision.actor
    ? `Saved by ${revision.actor} on ${when}.`
    : `Saved on ${when}, before the site kept the history of its changes.`;
}
