// The body of a page an admin writes (a post, a case study, a legal page): Markdown in a textarea under the formatting toolbar, and beside it the page
// as visitors will get it, rendered by the server's own renderer and sanitizer once the typing
// pauses. Side by side on wide screens; on phones, and beside the text it translates (`narrow`),
// "Write" and "Preview" tabs. An image comes from
// the library picker as ![alt](url), with the library's alt text (asked for when it has none).

import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, type ControlProps } from '@/components/ui/field';
import { fieldControlClasses, Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { MediaPicker, PickedMedia } from '@/components/ui/media-slots';
import { applyEdit, commandEdit, imageEdit, type TextEdit } from '@/lib/markdown-commands';
import { useMarkdownPreview } from '@/lib/markdown-preview';
import { MarkdownToolbar, shortcutAction, type ToolbarAction } from './markdown-toolbar';

export const PREVIEW_DELAY_MS = 300;

type Pane = 'write' | 'preview';

export function MarkdownEditor({
  control,
  value,
  onChange,
  imagePicker: Picker,
  narrow = false,
}: {
  /** The label's id and the messages' ids, from the Field around it. */
  control: ControlProps;
  value: string;
  onChange: (value: string) => void;
  imagePicker: MediaPicker;
  /** Tabs at every width: the editor has half a screen (a translation, beside its source). */
  narrow?: boolean;
}) {
  const wide = narrow ? { tabs: '', grid: '', pane: '' } : { tabs: 'lg:hidden', grid: 'lg:grid-cols-2', pane: 'lg:flex' };
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [pane, setPane] = useState<Pane>('write');
  const [picking, setPicking] = useState(false);
  const [needsAlt, setNeedsAlt] = useState<PickedMedia | null>(null);
  // Inserted once the picker has closed and handed focus back, so the caret ends in the text.
  const [toInsert, setToInsert] = useState<PickedMedia | null>(null);
  const base = useId();
  const ids = { writeTab: `${base}-write-tab`, previewTab: `${base}-preview-tab`, write: `${base}-write`, preview: `${base}-preview` };

  const settled = useDebouncedValue(value, PREVIEW_DELAY_MS);
  const preview = useMarkdownPreview(settled);

  /** Makes `edit` in the textarea through the browser's own editing (so Undo undoes it), or by
   * setting the text where that is missing; then selects what the command selects. */
  function apply(edit: TextEdit) {
    const element = textarea.current;
    if (!element) return;
    const next = applyEdit(element.value, edit);
    element.focus();
    element.setSelectionRange(edit.from, edit.to);
    const inserted = typeof document.execCommand === 'function' && document.execCommand('insertText', false, edit.insert);
    if (!inserted || element.value !== next.value) element.value = next.value;
    element.setSelectionRange(next.start, next.end);
    onChange(next.value);
  }

  function act(action: ToolbarAction) {
    if (action === 'image') {
      setPicking(true);
      return;
    }
    const element = textarea.current;
    if (!element) return;
    apply(commandEdit(action, { value: element.value, start: element.selectionStart, end: element.selectionEnd }));
  }

  useEffect(() => {
    const element = textarea.current;
    if (!toInsert || !element) return;
    setToInsert(null);
    apply(imageEdit({ value: element.value, start: element.selectionStart, end: element.selectionEnd }, toInsert));
  }, [toInsert]);

  const empty = !value.trim();
  const status = empty
    ? ''
    : preview.isError
      ? 'Not updated'
      : preview.isFetching || settled !== value
        ? 'Updating…'
        : 'Up to date';

  return (
    <div class="flex flex-col gap-2">
      <div role="tablist" aria-label="Write or preview" class={`flex gap-1 border-b border-line ${wide.tabs}`}>
        {(['write', 'preview'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={id === 'write' ? ids.writeTab : ids.previewTab}
            aria-selected={pane === id}
            aria-controls={id === 'write' ? ids.write : ids.preview}
            tabIndex={pane === id ? 0 : -1}
            onClick={() => setPane(id)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              event.preventDefault();
              const other = id === 'write' ? 'preview' : 'write';
              setPane(other);
              document.getElementById(other === 'write' ? ids.writeTab : ids.previewTab)?.focus();
            }}
            class={
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition ' +
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-main ' +
              (pane === id ? 'border-main text-ink' : 'border-transparent text-muted hover:text-ink')
            }
          >
            {id === 'write' ? 'Write' : 'Preview'}
          </button>
        ))}
      </div>

      <div class={`grid grid-cols-1 gap-4 ${wide.grid}`}>
        <div
          id={ids.write}
          role="tabpanel"
          aria-labelledby={ids.writeTab}
          class={`${pane === 'write' ? 'flex' : 'hidden'} min-w-0 flex-col ${wide.pane}`}
        >
          <MarkdownToolbar controls={control.id} onAction={act} />
          <textarea
            ref={textarea}
            {...control}
            name="bodyMarkdown"
            value={value}
            spellcheck
            onInput={(event) => onChange((event.currentTarget as HTMLTextAreaElement).value)}
            onKeyDown={(event) => {
              const action = shortcutAction(event);
              if (!action) return;
              event.preventDefault();
              act(action);
            }}
            class={fieldControlClasses(
              !!control['aria-invalid'],
              'h-[min(70svh,40rem)] min-h-80 resize-y rounded-t-none rounded-b-lg px-3 py-3 font-mono text-[0.9rem] leading-relaxed',
            )}
          />
        </div>

        <section
          id={ids.preview}
          role="tabpanel"
          aria-labelledby={ids.previewTab}
          class={`${pane === 'preview' ? 'flex' : 'hidden'} min-w-0 flex-col ${wide.pane}`}
        >
          <header class="flex h-10 items-center justify-between gap-3 rounded-t-lg border border-b-0 border-line bg-white/[0.02] px-3 text-xs text-muted">
            <h3 class="font-sans text-xs font-medium tracking-wide uppercase">Preview</h3>
            <span>{status}</span>
          </header>
          {/* A long text may hold no link: the scrolling pane takes the focus so a keyboard can
              scroll it too (axe: scrollable-region-focusable). */}
          <div
            aria-busy={preview.isFetching}
            tabIndex={0}
            aria-label="Preview"
            class="h-[min(70svh,40rem)] min-h-80 overflow-y-auto rounded-b-lg border border-line bg-canvas px-5 py-4"
          >
            {empty ? (
              <p class="text-sm text-muted">Nothing to preview yet.</p>
            ) : preview.isError && preview.data === undefined ? (
              <p role="alert" class="text-sm text-danger">
                The preview could not be made: {errorMessage(preview.error, preview.error.message)}
              </p>
            ) : (
              <div class="prose-article" dangerouslySetInnerHTML={{ __html: preview.data ?? '' }} />
            )}
          </div>
        </section>
      </div>

      <Picker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(image) => {
          setPicking(false);
          if (image.alt.trim()) setToInsert(image);
          else setNeedsAlt(image);
        }}
      />
      <AltTextDialog
        image={needsAlt}
        onCancel={() => setNeedsAlt(null)}
        onDone={(image) => {
          setNeedsAlt(null);
          setToInsert(image);
        }}
      />
    </div>
  );
}

/** Asks for the alt text of an image that has none in the library. Rendered into <body>: its form
 * must not sit inside the editor's form (its submit would bubble up and save the page). */
function AltTextDialog({
  image,
  onCancel,
  onDone,
}: {
  image: PickedMedia | null;
  onCancel: () => void;
  onDone: (image: PickedMedia) => void;
}) {
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string>();
  const formId = useId();

  function close() {
    setAlt('');
    setError(undefined);
    onCancel();
  }

  return createPortal(
    <Dialog
      open={image !== null}
      onClose={close}
      title="Describe the image"
      description="Readers who cannot see it, and search engines, get this text instead."
      size="sm"
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={close}>
            Cancel
          </Button>
          <Button variant="primary" size="sm" type="submit" form={formId}>
            Insert image
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!image) return;
          if (!alt.trim()) {
            setError('Alt text is required');
            return;
          }
          setAlt('');
          setError(undefined);
          onDone({ url: image.url, alt: alt.trim() });
        }}
      >
        <Field label="Alt text" error={error}>
          {(control) => (
            <Input
              {...control}
              name="alt"
              value={alt}
              autoFocus
              onInput={(event) => setAlt((event.currentTarget as HTMLInputElement).value)}
            />
          )}
        </Field>
      </form>
    </Dialog>,
    document.body,
  );
}
