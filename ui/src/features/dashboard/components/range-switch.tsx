// The insights' window, 7, 30 or 90 days: a radio group (arrow keys move between the choices), drawn
// as a segmented control.

import { RANGES, type Range } from '../api/insights';

export function RangeSwitch({ value, onChange }: { value: Range; onChange: (range: Range) => void }) {
  return (
    <fieldset class="flex shrink-0 rounded-lg border border-line bg-white/[0.03] p-0.5">
      <legend class="sr-only">Show the last</legend>
      {RANGES.map((days) => (
        <label key={days} class="relative">
          <input
            type="radio"
            name="insights-range"
            value={days}
            checked={value === days}
            onChange={() => onChange(days)}
            class="peer sr-only"
          />
          <span class="block cursor-pointer rounded-md px-3 py-1.5 text-xs font-medium whitespace-nowrap text-muted transition peer-checked:bg-main/15 peer-checked:text-ink peer-focus-visible:outline-2 peer-focus-visible:outline-main hover:text-ink">
            {days} days
          </span>
        </label>
      ))}
    </fieldset>
  );
}
