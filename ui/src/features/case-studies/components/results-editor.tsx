// The results of a case study: rows of a short figure and what it measures, six at most. A row is
// added, removed, or moved up and down by its buttons, or with Alt+↑ / Alt+↓ from its fields;
// the moved row keeps the focus, and a live message says where it went. The server's messages
// (`results.1.label`) stand beside their fields and move with their rows.

import { Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldControlClasses } from '@/components/ui/input';
import {
  addFigure,
  type CaseStudyFormErrors,
  type FigureRow,
  type ListChange,
  movedOrder,
  moveItem,
  removedOrder,
  removeItem,
  RESULTS_MAX,
} from '../case-study-form';
import { ListButton, MoveButtons } from '@/components/ui/list-button';

export function ResultsEditor({
  results,
  errors,
  onChange,
}: {
  results: readonly FigureRow[];
  errors: CaseStudyFormErrors;
  onChange: (results: FigureRow[], change: ListChange) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  /** Focuses `selector` inside the list once the rows have been drawn again. */
  function focusLater(selector: string) {
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(selector)?.focus());
  }

  function move(index: number, to: number, keep: string) {
    if (to < 0 || to >= results.length) return;
    const row = results[index];
    onChange(moveItem(results, index, to), { kind: 'reorder', order: movedOrder(results.length, index, to) });
    setAnnouncement(`Result moved to position ${to + 1} of ${results.length}.`);
    // At an end, the button pressed is disabled: its twin takes the focus.
    const edge = (keep === 'up' && to === 0) || (keep === 'down' && to === results.length - 1);
    const control = edge ? (keep === 'up' ? 'down' : 'up') : keep;
    if (row) focusLater(`[data-row="${row.id}"] [data-control="${control}"]`);
  }

  function remove(index: number) {
    const next = removeItem(results, index);
    onChange(next, { kind: 'reorder', order: removedOrder(results.length, index) });
    setAnnouncement(`Result ${index + 1} removed.`);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusLater(neighbour ? `[data-row="${neighbour.id}"] [data-control="value"]` : '[data-control="add"]');
  }

  function add() {
    const next = addFigure(results);
    const added = next[next.length - 1];
    onChange(next, { kind: 'edit' });
    if (added && next.length > results.length) focusLater(`[data-row="${added.id}"] [data-control="value"]`);
  }

  function edit(index: number, field: 'value' | 'label', value: string) {
    onChange(
      results.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
      { kind: 'edit', key: `results.${index}.${field}` },
    );
  }

  const full = results.length >= RESULTS_MAX;

  return (
    <div ref={root} class="flex flex-col gap-3">
      {results.length > 0 && (
        <ol aria-label="Results" class="flex flex-col gap-3">
          {results.map((row, i) => {
            const n = i + 1;
            const onKeyDown = (event: KeyboardEvent) => {
              if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
              event.preventDefault();
              const control = (event.currentTarget as HTMLElement).dataset.control ?? 'value';
              move(i, event.key === 'ArrowUp' ? i - 1 : i + 1, control);
            };
            return (
              <li
                key={row.id}
                data-row={row.id}
                class="grid grid-cols-[2rem_minmax(0,1fr)] items-start gap-x-3 gap-y-3 rounded-lg border border-line bg-white/[0.02] p-3 sm:grid-cols-[2rem_9rem_minmax(0,1fr)_auto]"
              >
                <span aria-hidden="true" class="pt-8 text-center font-mono text-xs text-muted tabular-nums">
                  {n}
                </span>
                <Field
                  label={
                    <>
                      Figure<span class="sr-only"> of result {n}</span>
                    </>
                  }
                  error={errors[`results.${i}.value`]}
                >
                  {(control) => (
                    <input
                      {...control}
                      name={`results.${i}.value`}
                      data-control="value"
                      value={row.value}
                      placeholder="+240%"
                      autoComplete="off"
                      onInput={(event) => edit(i, 'value', (event.currentTarget as HTMLInputElement).value)}
                      onKeyDown={onKeyDown}
                      class={inputClass(!!control['aria-invalid'])}
                    />
                  )}
                </Field>
                <Field
                  class="col-start-2 sm:col-start-auto"
                  label={
                    <>
                      What it measures<span class="sr-only"> (result {n})</span>
                    </>
                  }
                  error={errors[`results.${i}.label`]}
                >
                  {(control) => (
                    <input
                      {...control}
                      name={`results.${i}.label`}
                      data-control="label"
                      value={row.label}
                      placeholder="reach in 90 days"
                      autoComplete="off"
                      onInput={(event) => edit(i, 'label', (event.currentTarget as HTMLInputElement).value)}
                      onKeyDown={onKeyDown}
                      class={inputClass(!!control['aria-invalid'])}
                    />
                  )}
                </Field>
                <div class="col-start-2 flex items-center gap-0.5 sm:col-start-auto sm:pt-6">
                  <MoveButtons name={`result ${n}`} index={i} count={results.length} onMove={(to, control) => move(i, to, control)} />
                  <ListButton label={`Remove result ${n}`} tooltip="Remove" control="remove" onClick={() => remove(i)}>
                    <X size={15} aria-hidden="true" />
                  </ListButton>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div class="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" data-control="add" disabled={full} onClick={add}>
          <Plus size={15} aria-hidden="true" />
          Add result
        </Button>
        <span class="text-xs text-muted">
          {results.length}/{RESULTS_MAX}
          {full ? ' · the most a page shows' : ' · the strongest figures read best'}
        </span>
      </div>
      <p role="status" class="sr-only">
        {announcement}
      </p>
    </div>
  );
}

const inputClass = (invalid: boolean) => fieldControlClasses(invalid, 'h-10 rounded-lg px-3 text-sm');
