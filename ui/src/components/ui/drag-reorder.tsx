// Reordering a list by dragging each item's grip, with pointer events (mouse, pen and touch alike):
// while dragging, the item under the pointer's half decides the slot, and the page scrolls near the
// window's edges. The grip is for pointers only (hidden from screen readers): a list that uses it
// also offers keyboard moves (Move up / Move down buttons). The list's items are the children of
// one element: <li>s of an <ol>, or <tr>s of a <tbody>.

import { GripVertical } from 'lucide-react';
import { useRef, useState } from 'react';

export interface Drag {
  from: number;
  /** Where the item would land: before the item at this index (the length: at the end). */
  slot: number;
}

/**
 * The drag state of the list whose items are `list`'s children. `onMove(from, to)` runs on a drop
 * that changes the order, with `to` the item's new index.
 */
export function useDragReorder(list: { current: HTMLElement | null }, onMove: (from: number, to: number) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragging = useRef<Drag | null>(null);

  function set(next: Drag | null) {
    dragging.current = next;
    setDrag(next);
  }

  /** The slot under the pointer: before the first item whose middle is below it. */
  function slotAt(y: number): number {
    const items = [...(list.current?.children ?? [])];
    const index = items.findIndex((item) => {
      const box = item.getBoundingClientRect();
      return y < box.top + box.height / 2;
    });
    return index < 0 ? items.length : index;
  }

  /** Whether dropping at `slot` would change anything. */
  const changes = (slot: number) => drag !== null && slot !== drag.from && slot !== drag.from + 1;

  return {
    drag,
    /** The pointer handlers of the grip of the item at `index`. */
    grip: (index: number) => ({
      onPointerDown: (event: PointerEvent) => {
        if (event.button !== 0) return;
        event.preventDefault();
        (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
        set({ from: index, slot: index });
      },
      onPointerMove: (event: PointerEvent) => {
        const now = dragging.current;
        if (!now) return;
        if (event.clientY < 48) window.scrollBy(0, -16);
        else if (event.clientY > window.innerHeight - 48) window.scrollBy(0, 16);
        const slot = slotAt(event.clientY);
        if (slot !== now.slot) set({ ...now, slot });
      },
      onPointerUp: () => {
        const now = dragging.current;
        set(null);
        if (!now) return;
        const to = now.slot > now.from ? now.slot - 1 : now.slot;
        if (to !== now.from) onMove(now.from, to);
      },
      onPointerCancel: () => set(null),
    }),
    /** Whether the drop line shows before the item at `index`. */
    dropsBefore: (index: number) => drag !== null && drag.slot === index && changes(index),
    /** Whether it shows after the item at `index`, the last of `count`. */
    dropsAfter: (index: number, count: number) =>
      drag !== null && index === count - 1 && drag.slot === count && changes(count),
  };
}

/** The handle an item is dragged by; `handlers` from `grip(index)`. */
export function DragGrip({ dragging, ...handlers }: { dragging: boolean } & ReturnType<ReturnType<typeof useDragReorder>['grip']>) {
  return (
    <span
      aria-hidden="true"
      title="Drag to reorder"
      data-control="grip"
      {...handlers}
      class={`grid size-8 touch-none place-items-center rounded-lg text-muted hover:bg-white/[0.06] hover:text-ink ${dragging ? 'cursor-grabbing' : 'cursor-grab'}`}
    >
      <GripVertical size={16} />
    </span>
  );
}
