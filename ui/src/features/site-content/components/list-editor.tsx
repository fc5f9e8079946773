// A list of a section (stats, steps, questions, links…): items are added up to the server's limit,
// removed, and reordered with their Move up / Move down buttons, with Alt+↑ / Alt+↓ from a field of
// the item, or by dragging the grip (pointer events: mouse, pen and touch alike). The moved item
// keeps the focus, and a live message says where it went. Each item's messages follow it.
// In another language the list is the same as in the default one: its items are translated in
// place, and adding, removing and moving them is left to the default language.

import type { ComponentChildren } from 'preact';
import { Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DragGrip, useDragReorder } from '@/components/ui/drag-reorder';
import { ListButton, MoveButtons } from '@/components/ui/list-button';
import { type Row, valueAt } from '../editable';
import { fieldKey } from '../forms';

import { useSectionForm } from './form-context';
import { nativeLanguageName } from '@/lib/language-names';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Words only screen readers need, to tell one item's fields from the next ("of stat 2"). */
export function Which({ children }: { children: ComponentChildren }) {
  return <span class="sr-only"> {children}</span>;
}

export function ListEditor({
  list,
  legend,
  hint,
  itemName,
  plural = `${itemName}s`,
  max,
  make,
  empty,
  layout = '',
  children,
}: {
  /** The list's path in the form ('' for a form that is a list: the stats). */
  list: string;
  legend: string;
  hint?: ComponentChildren;
  /** One item, in lower case: "stat", "question". */
  itemName: string;
  /** More than one, when it is not `itemName` + s. */
  plural?: string;
  /** The server's limit. */
  max: number;
  /** A new, empty item. */
  make: () => unknown;
  /** Shown while the list has no items. */
  empty: string;
  /** The grid of an item's fields. */
  layout?: string;
  /** The fields of the item at `index`, whose path is `path`. */
  children: (index: number, path: string) => ComponentChildren;
}) {
  const form = useSectionForm();
  const rows = (valueAt(form.state.draft, list) ?? []) as Row<unknown>[];
  const error = form.errors[fieldKey(form.spec, list)];
  const root = useRef<HTMLFieldSetElement>(null);
  const items = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const pathOf = (index: number) => (list ? `${list}.${index}` : String(index));

  /** Focuses what `find` returns once the list has been drawn again. */
  function focusLater(find: () => Element | null | undefined) {
    requestAnimationFrame(() => {
      const element = find();
      if (element instanceof HTMLElement) element.focus();
    });
  }

  const rowElement = (key: number) => root.current?.querySelector(`[data-row="${key}"]`);
  const firstField = (element: Element | null | undefined) => element?.querySelector('input, textarea, select');

  function move(from: number, to: number) {
    const moved = rows[from];
    if (!moved || to < 0 || to >= rows.length || to === from) return;
    const active = document.activeElement;
    form.move(list, from, to);
    setAnnouncement(`${capital(itemName)} moved to position ${to + 1} of ${rows.length}.`);
    focusLater(() => {
      const element = rowElement(moved.key);
      if (!element || !(active instanceof HTMLElement) || !element.contains(active)) return null;
      if (!(active instanceof HTMLButtonElement && active.disabled)) return active;
      // At an end, the button pressed is disabled: its twin takes the focus.
      return element.querySelector(`[data-control="${active.dataset.control === 'up' ? 'down' : 'up'}"]`);
    });
  }

  function remove(index: number) {
    const next = rows.filter((_, i) => i !== index);
    form.remove(list, index);
    setAnnouncement(`${capital(itemName)} ${index + 1} removed.`);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusLater(() =>
      neighbour ? firstField(rowElement(neighbour.key)) : root.current?.querySelector('[data-control="add"]'),
    );
  }

  function add() {
    if (rows.length >= max) return;
    form.add(list, make(), max);
    setAnnouncement(`${capital(itemName)} ${rows.length + 1} added.`);
    focusLater(() => firstField(items.current?.lastElementChild));
  }

  const { drag, grip, dropsBefore, dropsAfter } = useDragReorder(items, move);
  const full = rows.length >= max;
  const { translation } = form;
  if (translation) {
    return (
      <fieldset class="flex min-w-0 flex-col gap-3">
        <legend class="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
        <p class="-mt-1 text-xs text-muted">
          The same {plural} in every language: add, remove or reorder them in {nativeLanguageName(translation.defaultLang)}.
        </p>
        {rows.length === 0 ? (
          <p class="rounded-lg border border-dashed border-white/12 px-4 py-5 text-center text-sm text-muted">{empty}</p>
        ) : (
          <ol aria-label={legend} class="flex flex-col gap-3">
            {rows.map((item, i) => (
              <li key={item.key} class="flex items-start gap-2 rounded-lg border border-line bg-white/[0.02] p-3">
                <span aria-hidden="true" class="w-4 shrink-0 pt-0.5 text-center font-mono text-xs text-muted tabular-nums">
                  {i + 1}
                </span>
                <div class="grid min-w-0 flex-1 gap-3">{children(i, pathOf(i))}</div>
              </li>
            ))}
          </ol>
        )}
      </fieldset>
    );
  }

  return (
    <fieldset ref={root} class="flex min-w-0 flex-col gap-3">
      {/* A legend is drawn in the fieldset's border, outside the flex flow: its own margin. */}
      <legend class="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      {hint && <p class="-mt-1 text-xs text-muted">{hint}</p>}
      {rows.length === 0 ? (
        <p class="rounded-lg border border-dashed border-white/12 px-4 py-5 text-center text-sm text-muted">{empty}</p>
      ) : (
        <ol ref={items} aria-label={legend} class="flex flex-col gap-3">
          {rows.map((item, i) => {
            const n = i + 1;
            const name = `${itemName} ${n}`;
            const dropBefore = dropsBefore(i);
            const dropAfter = dropsAfter(i, rows.length);
            return (
              <li
                key={item.key}
                data-row={item.key}
                onKeyDown={(event) => {
                  const target = event.target as HTMLElement;
                  if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
                  // A list box opens with Alt+↓, and a textarea moves its caret by paragraph.
                  if (target.tagName === 'SELECT' || target.tagName === 'TEXTAREA') return;
                  event.preventDefault();
                  event.stopPropagation();
                  move(i, event.key === 'ArrowUp' ? i - 1 : i + 1);
                }}
                class={
                  'relative flex items-start gap-2 rounded-lg border bg-white/[0.02] p-3 transition-opacity ' +
                  (drag?.from === i ? 'border-main/60 opacity-60 ' : 'border-line ') +
                  (dropBefore ? 'before:absolute before:inset-x-0 before:-top-2 before:h-0.5 before:rounded before:bg-main ' : '') +
                  (dropAfter ? 'after:absolute after:inset-x-0 after:-bottom-2 after:h-0.5 after:rounded after:bg-main' : '')
                }
              >
                <div class="flex shrink-0 flex-col items-center gap-1 pt-6">
                  <DragGrip dragging={drag !== null} {...grip(i)} />
                  <span aria-hidden="true" class="font-mono text-xs text-muted tabular-nums">
                    {n}
                  </span>
                </div>
                <div class={`grid min-w-0 flex-1 gap-3 ${layout}`}>{children(i, pathOf(i))}</div>
                <div class="flex shrink-0 flex-col items-center gap-0.5 pt-6 sm:flex-row">
                  <MoveButtons name={name} index={i} count={rows.length} onMove={(to) => move(i, to)} />
                  <ListButton
                    label={`Remove ${name}`}
                    tooltip="Remove"
                    control="remove"
                    onClick={() => remove(i)}
                    class="hover:!text-danger"
                  >
                    <X size={15} aria-hidden="true" />
                  </ListButton>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {error && <p class="text-xs font-medium text-danger">{error}</p>}
      <div class="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" data-control="add" disabled={full} onClick={add}>
          <Plus size={15} aria-hidden="true" />
          Add {itemName}
        </Button>
        <span class="text-xs text-muted">
          {rows.length}/{max} {plural}
          {full && ' · the most there can be'}
        </span>
      </div>
      <p role="status" class="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
