// Length rules of the text fields an editor checks before the server does (posts, case studies):
// characters counted as the server counts them (trimmed, code points), and its messages.

import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './seo';

/** A field's rule: its name in messages, and its least and most characters. */
export type LengthRule = readonly [label: string, min: number, max: number];

/** The fields of every page an admin writes (the editor shell's): the body and the SEO fields. */
export const PAGE_RULES = {
  bodyMarkdown: ['Body', 0, 100_000],
  seoTitle: ['SEO title', 0, SEO_TITLE_MAX],
  seoDescription: ['SEO description', 0, SEO_DESCRIPTION_MAX],
} as const satisfies Record<string, LengthRule>;

export const textLength = (value: string) => [...value.trim()].length;

/** "12/300": how much of its room a field uses. */
export const lengthCount = (value: string, [, , max]: LengthRule) => `${textLength(value)}/${max}`;

/** The message of each field shorter or longer than its rule allows. */
export function lengthErrors<F extends string>(values: Record<NoInfer<F>, string>, rules: Record<F, LengthRule>) {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const [label, min, max] = rules[field];
    const n = textLength(values[field]);
    if (n < min) errors[field] = `${label} must be at least ${min} characters`;
    else if (n > max) errors[field] = `${label} must be at most ${max.toLocaleString('en-US')} characters`;
  }
  return errors;
}
