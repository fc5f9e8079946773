// The order of a content list (services, projects, client logos): the list shows and the site
// draws items by position, lowest first. A move renumbers the whole list 0..n-1 in its new order,
// so positions stay distinct however they were typed before; only changed items are sent.

/** An item of a list: its place is its `position` when that is a number (a client logo's may be
 * empty: it goes last; a testimonial's position is a job title, and its list has no order). */
export interface Placed {
  id: number;
  position?: unknown;
}

/** `items` with the one at `from` moved to index `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The position each item must take for `ordered` to be the stored order: only those that change. */
export function renumbered(ordered: readonly Placed[]): { id: number; position: number }[] {
  return ordered.flatMap((item, position) => (item.position === position ? [] : [{ id: item.id, position }]));
}

/** A new item's position: one more than the highest in the list, so it goes last (0 in an empty one). */
export function nextPosition(items: readonly Placed[]): number {
  const taken = items.flatMap((item) => (typeof item.position === 'number' ? [item.position] : []));
  return taken.length ? Math.max(...taken) + 1 : 0;
}
