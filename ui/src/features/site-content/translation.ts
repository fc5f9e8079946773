// The site content in another language (docs/DESIGN.md "HTTP contract, phase 3", the Languages
// bullet): which texts of a form are translated (the API document's rules, as api-rules.ts lists
// them), each one's state there from the server's `translationStates` (by section, then path
// relative to it: `steps.1.title`), the texts shown empty because they have none, and what the
// Translations overview lists of the whole content.

import { SITE_CONTENT_TRANSLATABLE } from '@/lib/api-rules';
import {
  type FieldState,
  type FieldStatus,
  fieldStatus,
  leftToDo,
  statesIn,
  tally,
  textAt,
  textPaths,
  type TranslationEntry,
  translationSearch,
  type TranslationStates,
} from '@/lib/translations';
import { LABELS } from './conflict';
import { type FormId, FORMS, type FormSpec } from './forms';
import type { SiteContent } from './types';

/** The translatable paths of a form's section, relative to it (`steps.*.title`, `*.label`). */
export function translatablePatterns(spec: FormSpec): string[] {
  const prefix = `${spec.section}.`;
  return SITE_CONTENT_TRANSLATABLE.filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length));
}

/** Each translatable text of a form by path, with its state: `source` is the content in the
 * default language, `states` the language's, by section. */
export function formStatuses(spec: FormSpec, source: SiteContent, states: TranslationStates | undefined): Map<string, FieldStatus> {
  const value = spec.pick(source);
  const section: Record<string, FieldState> = statesIn(states, spec.section);
  return new Map(textPaths(value, translatablePatterns(spec)).map((path) => [path, fieldStatus(textAt(value, path), section[path])]));
}

/** The texts a form shows empty: those with no translation (missing). */
export const blankPaths = (statuses: ReadonlyMap<string, FieldStatus>): ReadonlySet<string> =>
  new Set([...statuses].filter(([, status]) => status.status === 'missing').map(([path]) => path));

/** What is left in a form. */
export const formTally = (statuses: ReadonlyMap<string, FieldStatus>) => tally(statuses.values());

/** One item of each list, as the form's fields name it ("Step 2"). */
const ITEM_NAMES: Record<string, string> = {
  capabilities: 'Capability',
  steps: 'Step',
  values: 'Value',
  items: 'Question',
  '': 'Stat',
  links: 'Link',
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const words = (key: string) => capital(key.replace(/([A-Z])/g, ' $1').toLowerCase());

/** A text of a form as a person finds it: "Headline", "Step 2 · Title", "Capability 3". */
export function pathLabel(id: FormId, path: string): string {
  const labels = LABELS[id];
  if (labels[path]) return labels[path];
  const steps = path.split('.');
  const index = steps.findIndex((step) => /^\d+$/.test(step));
  if (index < 0) return words(steps[steps.length - 1] ?? path);
  const list = steps.slice(0, index).join('.');
  const item = `${ITEM_NAMES[steps[index - 1] ?? ''] ?? labels[list] ?? words(list)} ${Number(steps[index]) + 1}`;
  const rest = steps.slice(index + 1);
  return rest.length ? `${item} · ${words(rest[rest.length - 1]!)}` : item;
}

/** Every text missing or out of date in `lang`, by form, each linked to its field: `source` is
 * the default language's content, `states` the language's. */
export function contentEntries(source: SiteContent, states: TranslationStates | undefined, lang: string, screen: string): TranslationEntry[] {
  return FORMS.flatMap((spec) =>
    [...formStatuses(spec, source, states)].flatMap(([path, status]) =>
      leftToDo(status)
        ? [
            {
              where: spec.label,
              field: pathLabel(spec.id, path),
              status: status.status,
              since: status.since,
              href: screen + translationSearch({ lang, tab: spec.id, field: path }),
            },
          ]
        : [],
    ),
  );
}
