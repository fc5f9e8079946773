// What an editor needs of its item's history (docs/DESIGN.md, "HTTP contract, phase 3"): a button
// that lists the item's revisions, compares one with the item as stored now, field by field, and
// restores it. The app's routes lend the history feature's own (HistoryButton), so that no
// feature imports another; an editor given none shows no button.

import type { ComponentType } from 'preact';
import type { DiffField, Values } from '@/lib/field-diff';

/** The kinds of item whose changes the server keeps, as the API names them (`?kind=`). */
export type RevisionKind = 'service' | 'project' | 'testimonial' | 'clientLogo' | 'post' | 'caseStudy' | 'siteContent';

export interface HistoryProps {
  kind: RevisionKind;
  /** The item's id (a case study's is its project's), or the site content section's key. */
  itemId: string | number;
  /** The item as a sentence names it: "“Web Design”", "the Hero section". */
  name: string;
  /** The item as stored now, in the shape its revisions keep it: what they are compared with. */
  current: object;
  /** The version stored now: its revision is marked, and is not offered for restoring. */
  version: number;
  /** The fields compared, labelled as the form labels them. */
  fields: readonly DiffField[];
  /** An item (now's, or a revision's) as compared, by field key; the default is the item itself. */
  comparable?: (item: object) => Values;
  /** The form holds changes not saved: restoring asks before it discards them. */
  dirty: boolean;
  /** The clock the revisions' times are told on (the site's, in the editors). */
  timeZone?: string;
  disabled?: boolean;
  /** A revision was restored: `item` is the item as stored now, as the kind's own GET answers it
   * (the site content: `{content, versions}`). */
  onRestored: (item: unknown) => void;
}

export type HistoryControl = ComponentType<HistoryProps>;
