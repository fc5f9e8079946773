// A content manager's list: the kind's columns, an Active switch and the row actions (Edit, Delete
// and, where items have a place, Move up / Move down). Ordered lists are also reordered by
// dragging a row's grip, or with Alt+↑ / Alt+↓ from any control of a row; the moved row keeps the
// focus and a live message says where it went. When the columns do not fit (a phone), each row
// stacks: the item's name, its other columns as terms under it, then its actions.

import { Pencil } from 'lucide-react';
import { Fragment } from 'preact';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DeleteRowButton } from '@/components/ui/delete-row-button';
import { DragGrip, useDragReorder } from '@/components/ui/drag-reorder';
import { MoveButtons } from '@/components/ui/list-button';
import { Switch } from '@/components/ui/switch';
import { rowClasses, Table, Td, Th } from '@/components/ui/table';
import type { MediaMap } from '@/types/media';
import { type Column, type EntityConfig, isOrdered } from '../entities';
import type { ContentItem } from '../types';
import { useStackedRows } from './use-stacked-rows';

export function ContentTable<T extends ContentItem>({
  entity,
  columns,
  items,
  media,
  toggling,
  onToggle,
  onEdit,
  onDelete,
  onMove,
}: {
  entity: EntityConfig<T>;
  columns: readonly Column<T>[];
  items: readonly T[];
  media: MediaMap;
  /** The ids whose Active switch is being saved. */
  toggling: ReadonlySet<number>;
  onToggle: (item: T) => void;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** Moves the item at `from` to index `to` (and saves the new order). */
  onMove: (from: number, to: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const stacked = useStackedRows(box);
  const [announcement, setAnnouncement] = useState('');
  const ordered = isOrdered(entity);
  const { nameOf } = entity;

  /** The control of a moved row that had the focus, until the list is drawn in its new order. */
  const refocus = useRef<{ before: readonly T[]; id: number; to: number; control: HTMLElement } | null>(null);

  function move(from: number, to: number) {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || to === from) return;
    const active = document.activeElement;
    const row = body.current?.querySelector(`[data-row="${item.id}"]`);
    refocus.current =
      active instanceof HTMLElement && row?.contains(active) ? { before: items, id: item.id, to, control: active } : null;
    onMove(from, to);
    setAnnouncement(`Moved ${nameOf(item)} to position ${to + 1} of ${items.length}.`);
  }

  // Drawn in the new order, the moved row's control keeps the focus (moving a node can drop it);
  // at an end, where that button is now disabled, its twin takes it.
  useLayoutEffect(() => {
    const pending = refocus.current;
    if (!pending || items === pending.before) return;
    refocus.current = null;
    if (items[pending.to]?.id !== pending.id) return;
    const { control } = pending;
    const target =
      control instanceof HTMLButtonElement && control.disabled
        ? control.closest('tr')?.querySelector<HTMLElement>(`[data-control="${control.dataset.control === 'up' ? 'down' : 'up'}"]`)
        : control;
    if (target && document.activeElement !== target) target.focus();
  });

  const dragging = useDragReorder(body, move);
  const { drag } = dragging;

  const shown = stacked ? columns.filter((column) => !column.wide) : columns;
  const main = shown.find((column) => column.main) ?? shown[0];
  const under = shown.filter((column) => column !== main);

  function actions(item: T, index: number) {
    const name = nameOf(item);
    return (
      <>
        {ordered && <MoveButtons name={name} index={index} count={items.length} onMove={(to) => move(index, to)} />}
        <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} title="Edit" onClick={() => onEdit(item)}>
          <Pencil size={15} aria-hidden="true" />
        </Button>
        <DeleteRowButton label={`Delete ${name}`} onClick={() => onDelete(item)} />
      </>
    );
  }

  return (
    <div ref={box}>
      <Table caption={entity.title}>
        <thead>
          <tr>
            {ordered && (
              <Th class="w-0 pr-0">
                <span class="sr-only">Order</span>
              </Th>
            )}
            {stacked
              ? main && <Th>{main.header}</Th>
              : columns.map((column) => (
                  <Th key={column.header} class={column.wide ? 'hidden lg:table-cell' : ''}>
                    {column.header}
                  </Th>
                ))}
            <Th>Active</Th>
            {!stacked && (
              <Th class="text-right">
                <span class="sr-only">Actions</span>
              </Th>
            )}
          </tr>
        </thead>
        <tbody ref={body}>
          {items.map((item, index) => {
            const active = (
              <Switch
                label={`Active: ${nameOf(item)}`}
                checked={item.isActive}
                disabled={toggling.has(item.id)}
                onChange={() => onToggle(item)}
              />
            );
            return (
              <tr
                key={item.id}
                data-row={item.id}
                onKeyDown={(event) => {
                  if (!ordered || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
                  event.preventDefault();
                  move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
                }}
                class={
                  `${rowClasses} ` +
                  (drag?.from === index ? 'opacity-60 ' : '') +
                  (dragging.dropsBefore(index) ? '[&>td]:shadow-[inset_0_2px_0_var(--color-main)] ' : '') +
                  (dragging.dropsAfter(index, items.length) ? '[&>td]:shadow-[inset_0_-2px_0_var(--color-main)]' : '')
                }
              >
                {ordered && (
                  <Td class={`w-0 pr-0 ${stacked ? 'align-top' : ''}`}>
                    <DragGrip dragging={drag !== null} {...dragging.grip(index)} />
                  </Td>
                )}
                {stacked ? (
                  <>
                    <Td>
                      {main?.cell(item, media)}
                      {under.length > 0 && (
                        <dl class="mt-1.5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                          {under.map((column) => (
                            <Fragment key={column.header}>
                              <dt class="text-muted">{column.header}</dt>
                              <dd class={`min-w-0 ${column.class ?? ''}`}>{column.cell(item, media)}</dd>
                            </Fragment>
                          ))}
                        </dl>
                      )}
                      <div class="mt-1.5 -ml-2 flex flex-wrap">{actions(item, index)}</div>
                    </Td>
                    <Td class="align-top">{active}</Td>
                  </>
                ) : (
                  <>
                    {columns.map((column) => (
                      <Td key={column.header} class={`${column.wide ? 'hidden lg:table-cell' : ''} ${column.class ?? ''}`}>
                        {column.cell(item, media)}
                      </Td>
                    ))}
                    <Td>{active}</Td>
                    <Td class="text-right whitespace-nowrap">{actions(item, index)}</Td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
      <p role="status" class="sr-only">
        {announcement}
      </p>
    </div>
  );
}
