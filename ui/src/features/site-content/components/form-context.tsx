// What the fields of a section's form share: its state, its messages and the ways to change it,
// and the controls the app lends it (the media library's picker, the Markdown editor with it, the
// History of a section).
// Fields name what they edit by path (`founder.links.1.url`); the context turns a path into a
// value, a message and an edit.

import type { ComponentType } from 'preact';
import { createContext, useContext } from 'react';
import type { ControlProps } from '@/components/ui/field';
import type { HistoryControl } from '@/components/ui/history-slot';
import type { MediaInput } from '@/components/ui/media-slots';
import { valueAt } from '../editable';
import { fieldKey, type FormSpec, type FormState } from '../forms';
import type { FieldErrors } from '../rules';

/** A Markdown textarea with its toolbar and the server's preview (the editors' own, components/editor). */
export type MarkdownInput = ComponentType<{ control: ControlProps; value: string; onChange: (value: string) => void }>;

export interface Controls {
  /** The control of a picture field (the media library's ImageUrlInput). */
  mediaInput: MediaInput;
  markdownInput: MarkdownInput;
  /** The History button of a section (the history feature's); none shows no button. */
  history?: HistoryControl;
}

export interface FormContextValue {
  spec: FormSpec;
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
