// A content item in another language (docs/DESIGN.md "HTTP contract, phase 3", the Languages
// bullet): which of its kind's fields are translated (their rule says so, in api-rules.ts), each
// one's text and state in the language as the admin GETs carry them, and what is left to do.

import { type FieldStatus, fieldStatus, statesIn, translationsIn } from '@/lib/translations';
import type { FieldConfig } from './fields';

/** The fields of a kind that take a translation. */
export const translatableFields = (fields: readonly FieldConfig[]) => fields.filter((field) => field.rule.translatable);

/** The default language's text of a field, as the translation's source. */
export const sourceText = (item: object, field: FieldConfig) => {
  const value = (item as Record<string, unknown>)[field.name];
  return value === null || value === undefined ? '' : String(value);
};

/** The item's texts in `lang`, one per translatable field ('' where it has none). */
export function translationValues(fields: readonly FieldConfig[], item: object, lang: string): Record<string, string> {
  const texts = translationsIn(item, lang);
  return Object.fromEntries(translatableFields(fields).map((field) => [field.name, texts[field.name] ?? '']));
}

/** Each translatable field's state in `lang`. */
export function translationStatuses(fields: readonly FieldConfig[], item: object, lang: string): { field: FieldConfig; status: FieldStatus }[] {
  const states = statesIn((item as { translationStates?: unknown }).translationStates, lang);
  return translatableFields(fields).map((field) => ({ field, status: fieldStatus(sourceText(item, field), states[field.name]) }));
}
