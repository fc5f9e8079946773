// The inquiry conversion rate of the window: inquiries per visit, with the counts it comes from.

import { formatCount, formatPercent } from '../format';

export function ConversionRate({
  rate,
  visits,
  inquiries,
  days,
}: {
  rate: number;
  visits: number;
  inquiries: number;
  /** The window's length. */
  days: number;
}) {
  return (
    <div>
      <p class="text-sm">
        <span class="block font-display text-3xl font-semibold tabular-nums">{formatPercent(rate)}</span>{' '}
        of visits sent an inquiry
      </p>
      <p class="mt-2 text-xs text-muted">
        {formatCount(inquiries)} {inquiries === 1 ? 'inquiry' : 'inquiries'} from {formatCount(visits)}{' '}
        {visits === 1 ? 'visit' : 'visits'} in the last {days} days.
      </p>
    </div>
  );
}
