// The cards of a home page section (services, work, client stories): a row phones swipe through,
// revealed as it scrolls in. While there are none, a dashed note stands in their place and says
// why (loading, or nothing to show), so the section never looks broken.

import { Reveal } from '@/components/ui/reveal';
import { SwipeRow, type SwipeRowProps } from '@/components/ui/swipe-row';

export function CardRow({
  empty,
  ...row
}: SwipeRowProps & {
  /** What stands instead of the cards while there are none; false when there are. */
  empty: string | false;
}) {
  if (empty !== false) {
    // On the light band (`light`, as SwipeRow's) the note takes the band's colours.
    const colours = row.light ? 'border-canvas/20 text-canvas/75' : 'border-line text-muted';
    return <p class={`mt-12 rounded-[var(--radius-card)] border border-dashed ${colours} p-10 text-center`}>{empty}</p>;
  }
  return (
    <Reveal class="mt-10 sm:mt-14">
      <SwipeRow {...row} />
    </Reveal>
  );
}
