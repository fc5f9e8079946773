// A field in translation: its label and state, the default language's text read-only beside the
// control that takes the translation (side by side on a wide screen, stacked on a phone), and
// its hint and message. The control is told the language it is written in, and is described by
// the source text and the state, so a screen reader hears what it translates.
// `SameInEveryLanguage` is a field that is not translated: shown read-only, with why.

import type { ComponentChildren } from 'preact';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import type { ControlProps } from '@/components/ui/field';
import { nativeLanguageName } from '@/lib/language-names';
import type { FieldStatus } from '@/lib/translations';
import { TranslationBadge } from './translation-badge';

/** What a translated control is given: Field's props, and the language it is written in. */
export interface TranslatedControlProps extends ControlProps {
  lang: string;
}

const CAPTION = 'text-[0.7rem] font-medium tracking-wide text-muted uppercase';

export function TranslatedField({
  label,
  status,
  source,
  sourceLang,
  lang,
  hint,
  error,
  optional,
  action,
  field,
  tall = false,
  class: className = '',
  children,
}: {
  label: ComponentChildren;
  status: FieldStatus;
  /** The default language's text. */
  source: string;
  sourceLang: string;
  lang: string;
  hint?: ComponentChildren;
  error?: string;
  optional?: boolean;
  /** Beside the state (an out-of-date translation's "Still right"). */
  action?: ComponentChildren;
  /** The field's key (`data-field`): a link to it finds its control by it. */
  field?: string;
  /** A long text (a page's Markdown): its source as tall as the editor beside it. */
  tall?: boolean;
  class?: string;
  children: (control: TranslatedControlProps) => ComponentChildren;
}) {
  const id = useId();
  const ids = { source: `${id}-source`, status: `${id}-status`, hint: `${id}-hint`, error: `${id}-error` };
  const describedBy = [ids.source, status.status !== 'current' && ids.status, hint && ids.hint, error && ids.error]
    .filter(Boolean)
    .join(' ');
  return (
    <div class={`flex min-w-0 flex-col gap-1.5 ${className}`.trim()} data-translation={status.status} data-field={field}>
      <div class="flex min-h-6 flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <label for={id} class="text-sm font-medium text-ink">
          {label}
          <span class="sr-only"> in {nativeLanguageName(lang)}</span>
          {optional && <span class="ml-1 font-normal text-muted">(optional)</span>}
        </label>
        <div class="flex flex-wrap items-center gap-2">
          <TranslationBadge {...status} id={ids.status} />
          {action}
        </div>
      </div>
      <div class="grid gap-2 min-[641px]:grid-cols-2 min-[641px]:gap-3">
        <div class="flex min-w-0 flex-col gap-1">
          <span aria-hidden="true" class={CAPTION}>
            {nativeLanguageName(sourceLang)}
          </span>
          <div
            id={ids.source}
            lang={sourceLang}
            // A long text scrolls, and a keyboard can scroll it too (axe: scrollable-region-focusable).
            {...(tall && { tabIndex: 0, role: 'region', 'aria-label': `${nativeLanguageName(sourceLang)} text` })}
            class={
              'min-h-10 rounded-lg border border-dashed border-white/12 bg-white/[0.02] px-3 py-2 text-sm break-words whitespace-pre-wrap text-ink/85 ' +
              (tall ? 'h-[min(70svh,40rem)] overflow-y-auto focus-visible:outline-2 focus-visible:outline-main' : '')
            }
          >
            <span class="sr-only">{nativeLanguageName(sourceLang)}: </span>
            {source.trim() ? source : <span class="text-muted italic">(empty)</span>}
          </div>
        </div>
        <div class="flex min-w-0 flex-col gap-1">
          <span aria-hidden="true" class={CAPTION}>
            {nativeLanguageName(lang)}
          </span>
          {children({ id, lang, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
          {hint && (
            <p id={ids.hint} class="text-xs text-muted">
              {hint}
            </p>
          )}
          {error && (
            <p id={ids.error} class="text-xs font-medium text-danger">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** A field that is the same in every language, read-only in a translation: its value as it
 * reads, and why it cannot be changed here. */
export function SameInEveryLanguage({
  label,
  defaultLang,
  class: className = '',
  children,
}: {
  label: ComponentChildren;
  defaultLang: string;
  class?: string;
  /** The value as it reads; nothing shows "(empty)". */
  children?: ComponentChildren;
}) {
  const id = useId();
  const empty = children === undefined || children === null || children === '';
  return (
    <div role="group" aria-labelledby={id} class={`flex min-w-0 flex-col gap-1 ${className}`.trim()}>
      <span id={id} class="text-sm font-medium text-ink">
        {label}
      </span>
      <div class="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5">
        <span class="min-w-0 text-sm wrap-anywhere text-ink/85">{empty ? <span class="text-muted italic">(empty)</span> : children}</span>
        <span class="inline-flex items-center gap-1 text-xs text-muted">
          <Lock size={11} aria-hidden="true" />
          The same in every language: change it in {nativeLanguageName(defaultLang)}.
        </span>
      </div>
    </div>
  );
}

/** Focuses the control of the field `key` inside `root` (a link from the Translations overview),
 * once the screen has drawn it and a dialog has given the focus to its first control. */
export function focusField(root: () => ParentNode | null | undefined, key: string) {
  requestAnimationFrame(() => {
    const field = root()?.querySelector(`[data-field="${CSS.escape(key)}"]`);
    const control = field?.querySelector<HTMLElement>('input, textarea, select');
    control?.focus();
    control?.scrollIntoView?.({ block: 'center' });
  });
}
