// Length rules of the text fields an editor checks before the server does (posts, case studies):
// characters counted as the server counts them (trimmed, code points), and its messages.

export type Limits<F extends string> = Record<F, readonly [min: number, max: number]>;

export const textLength = (value: string) => [...value.trim()].length;

/** "12/300": how much of its room a field uses. */
export const lengthCount = (value: string, [, max]: readonly [number, number]) => `${textLength(value)}/${max}`;

/** The message of each field shorter or longer than its limits allow, named by its label. */
export function lengthErrors<F extends string>(values: Record<NoInfer<F>, string>, limits: Limits<F>, labels: Record<F, string>) {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(limits) as F[]) {
    const [min, max] = limits[field];
    const n = textLength(values[field]);
    if (n < min) errors[field] = `${labels[field]} must be at least ${min} characters`;
    else if (n > max) errors[field] = `${labels[field]} must be at most ${max.toLocaleString('en-US')} characters`;
  }
  return errors;
}
