// A Site Content form's fields as the conflict dialog compares them (lib/field-diff.ts): each field
// of its section by its path (`founder.name`), a list as one field (its rows are compared whole, and
// "keep mine" keeps the admin's list when they changed it), each labelled as the form labels it.

import type { DiffField } from '@/lib/field-diff';
import type { FormId } from './forms';

/** The labels of the form’s fields by path (section-fields.tsx says them beside the inputs); the
 * Translations overview names a text by them too. */
export const LABELS: Record<FormId, Record<string, string>> = {
  hero: {
    eyebrow: 'Eyebrow',
    headline: 'Headline',
    subtitle: 'Subtitle',
    primaryLabel: 'Main button',
    secondaryLabel: 'Second button',
    capabilities: 'Capabilities',
    media: 'Picture or video',
  },
  stats: { '': 'Stats' },
  process: { heading: 'Heading', intro: 'Introduction', steps: 'Steps' },
  about: {
    heading: 'Heading',
    body: 'Text',
    values: 'Values',
    'founder.name': 'Founder’s name',
    'founder.position': 'Founder’s position',
    'founder.photo': 'Founder’s photo',
    'founder.links': 'Founder’s profiles',
  },
  faq: { heading: 'Heading', items: 'Questions' },
  cta: { heading: 'Heading', text: 'Text', buttonLabel: 'Button' },
  contact: { heading: 'Heading', intro: 'Introduction' },
  social: { tagline: 'Tagline', links: 'Social links' },
  privacy: { privacyMarkdown: 'Privacy Policy' },
  terms: { termsMarkdown: 'Terms of Service' },
  sections: {
    stats: 'Stats',
    testimonials: 'Testimonials',
    clientLogos: 'Client logos',
    blogTeaser: 'Blog teaser',
    faq: 'FAQ',
    visitCounter: 'Visit counter',
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A section's value as fields by path: records are walked, lists and text are fields. */
export function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (!isRecord(value)) return { [prefix]: value };
  const fields: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) Object.assign(fields, flatten(child, prefix ? `${prefix}.${key}` : key));
  return fields;
}

/** The section's value from its fields by path (flatten's inverse). */
export function unflatten(fields: Record<string, unknown>): unknown {
  if ('' in fields) return fields[''];
  const value: Record<string, unknown> = {};
  for (const [path, field] of Object.entries(fields)) {
    const steps = path.split('.');
    let node = value;
    for (const step of steps.slice(0, -1)) {
      if (!isRecord(node[step])) node[step] = {};
      node = node[step] as Record<string, unknown>;
    }
    node[steps[steps.length - 1]!] = field;
  }
  return value;
}

const humanize = (path: string) => {
  const last = path.split('.').pop() ?? path;
  const words = last.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The fields of form `id` found in any of `values` (flattened), labelled, in the form's order;
 * several forms (the legal pages, which share a section) lend their labels together. */
export function conflictFields(id: FormId | readonly FormId[], ...values: Record<string, unknown>[]): DiffField[] {
  const labels: Record<string, string> = Object.assign({}, ...(typeof id === 'string' ? [id] : id).map((form) => LABELS[form]));
  const paths = new Set([...Object.keys(labels), ...values.flatMap((v) => Object.keys(v))]);
  return [...paths]
    .filter((path) => values.some((v) => path in v))
    .map((path) => ({ key: path, label: labels[path] ?? humanize(path) }));
}
