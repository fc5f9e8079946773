// The address of a page the admin writes: made from a title until the admin types one, checked
// against the other pages' addresses as it is typed (each kind says how). A published post keeps
// answering at its old address too (the server redirects it), which the hint says when the slug
// changes.

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** Whether the slug is free: `taken` names the page that has it. */
export type SlugCheck =
  | { state: 'idle' | 'checking' | 'free' | 'unknown' }
  | { state: 'taken'; by: { id: number; title: string }; message: string };

const CHECK_TEXT: Record<SlugCheck['state'], string> = {
  idle: '',
  checking: 'Checking…',
  free: 'Available.',
  taken: 'Taken.',
  unknown: 'Could not check it now.',
};

export function SlugField({
  value,
  fallback,
  check,
  error,
  publishedSlug,
  prefix = '/blog/',
  madeFrom = 'the title',
  onInput,
}: {
  value: string;
  /** The slug the server will make (from the title) when the field is empty. */
  fallback: string;
  check: SlugCheck;
  error?: string;
  /** The slug visitors know the post by, when it is on the site (and redirected from). */
  publishedSlug?: string;
  /** The address before the slug. */
  prefix?: string;
  /** What an empty field's slug is made from. */
  madeFrom?: string;
  onInput: (value: string) => void;
}) {
  const address = value.trim() || fallback;
  const moved = publishedSlug !== undefined && address !== publishedSlug;
  return (
    <Field
      label="Slug"
      error={error ?? (check.state === 'taken' ? check.message : undefined)}
      hint={
        <>
          <span class="break-all">
            {prefix}
            {address || '…'}
          </span>
          {!value.trim() && ` · made from ${madeFrom}`}
          {moved && ` · ${prefix}${publishedSlug} will redirect here`}
          {CHECK_TEXT[check.state] && ' · '}
          <span role="status" class={check.state === 'free' ? 'text-emerald-300' : ''}>
            {CHECK_TEXT[check.state]}
          </span>
        </>
      }
    >
      {(control) => (
        <Input
          {...control}
          name="slug"
          value={value}
          placeholder={fallback}
          autoComplete="off"
          spellcheck={false}
          onInput={(event) => onInput((event.currentTarget as HTMLInputElement).value)}
        />
      )}
    </Field>
  );
}
