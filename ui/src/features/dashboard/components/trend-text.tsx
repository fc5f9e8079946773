// A trend in words, coloured by its direction: a rise in the main colour, a fall in the accent's,
// the rest muted. The words carry the direction too ("+", "−", "none"), so colour adds nothing
// a screen reader misses.

import type { TrendLabel } from '../trends';

const TONES: Record<TrendLabel['direction'], string> = {
  up: 'text-main-ink',
  down: 'text-accent-ink',
  flat: 'text-muted',
  none: 'text-muted',
};

export function TrendText({ trend }: { trend: TrendLabel }) {
  return <span class={TONES[trend.direction]}>{trend.text}</span>;
}
