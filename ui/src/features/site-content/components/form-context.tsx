// What the fields of a section's form share: its state, its messages and the ways to change it,
// and the controls the app lends it (the media library's picker, the Markdown editor with it, the
// History of a section).
// Fields name what they edit by path (`founder.links.1.url`); the context turns a path into a
// value, a message and an edit. In another language it also says, of each path, whether it is
// translated, its default language's text and its state: the fields draw themselves for a
// translator from it, and what is the same in every language read-only.

import type { ComponentType } from 'preact';
import { createContext, useContext } from 'react';
import type { ControlProps } from '@/components/ui/field';
import type { HistoryControl } from '@/components/ui/history-slot';
import type { MediaInput } from '@/components/ui/media-slots';
import { type FieldStatus, textAt } from '@/lib/translations';
import { valueAt } from '../editable';
import { fieldKey, type FormSpec, type FormState } from '../forms';
import type { FieldErrors } from '../rules';

/** A Markdown textarea with its toolbar and the server's preview (the editors' own, components/editor). */
export type MarkdownInput = ComponentType<{
  control: ControlProps;
  value: string;
  onChange: (value: string) => void;
  /** Write and Preview as tabs at every width (beside the text it translates). */
  narrow?: boolean;
}>;

export interface Controls {
  /** The control of a picture field (the media library's ImageUrlInput). */
  mediaInput: MediaInput;
  markdownInput: MarkdownInput;
  /** The History button of a section (the history feature's); none shows no button. */
  history?: HistoryControl;
}

/** A form in another language. */
export interface TranslationView {
  lang: string;
  defaultLang: string;
  /** The form's value in the default language. */
  source: unknown;
  /** Each translatable text's state, by path. */
  statuses: ReadonlyMap<string, FieldStatus>;
}

export interface FormContextValue {
  spec: FormSpec;
  /** Set: the form edits the translation into another language. */
  translation?: TranslationView;
  state: FormState;
  /** The messages that stand beside a field. */
  errors: FieldErrors;
  set: (path: string, value: unknown) => void;
  add: (list: string, item: unknown, max: number) => void;
  remove: (list: string, index: number) => void;
  move: (list: string, from: number, to: number) => void;
  controls: Controls;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useSectionForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('A site content field must be inside a SectionForm');
  return form;
}

/** The text field at `path`: its key, value, message and setter. */
export function useTextField(path: string) {
  const form = useSectionForm();
  const key = fieldKey(form.spec, path);
  const value = valueAt(form.state.draft, path);
  return {
    key,
    value: typeof value === 'string' ? value : '',
    error: form.errors[key],
    set: (next: string) => form.set(path, next),
    onInput: (event: Event) => form.set(path, (event.currentTarget as HTMLInputElement).value),
  };
}

/** In another language, what a field at `path` draws: its state and default language's text
 * when it is translated (`status`), else nothing but the language (read-only). */
export function useTranslatedPath(path: string) {
  const { translation } = useSectionForm();
  if (!translation) return undefined;
  const status = translation.statuses.get(path);
  return { ...translation, status, sourceText: textAt(translation.source, path) ?? '' };
}
