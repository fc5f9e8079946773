// Length rules of the text fields an editor checks before the server does (posts, case studies):
// the server's own rules (api-rules.ts), whose messages the form shows as the server would.

import { PostInput } from './api-rules';
import { checkText, type FieldRule } from './field-rules';

export { lengthCount, textLength } from './field-rules';

/** The fields of every page an admin writes (the editor shell's): the body and the SEO fields,
 * declared once on the server for posts and case studies alike. */
export const PAGE_RULES = {
  bodyMarkdown: PostInput.bodyMarkdown,
  seoTitle: PostInput.seoTitle,
  seoDescription: PostInput.seoDescription,
} as const satisfies Record<string, FieldRule>;

/** The message of each field its rule refuses. */
export function lengthErrors<F extends string>(values: Record<NoInfer<F>, string>, rules: Record<F, FieldRule>) {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const problem = checkText(rules[field], values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}
