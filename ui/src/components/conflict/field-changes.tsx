// The field-by-field comparison of two versions of one item, as the conflict dialog and the notice
// of a kept draft show it: each field that differs, with its two values side by side (one above
// the other on a phone). A long text shows "changed" and an excerpt of each side around the change.

import { Badge } from '@/components/ui/badge';

export interface ChangeRow {
  key: string;
  label: string;
  /** The first value (theirs, the stored one) and the second (yours). */
  first: string;
  second: string;
  /** The values are excerpts of a long text. */
  long: boolean;
  /** A note beside the label ("Changed by them"). */
  note?: string;
  tone?: 'neutral' | 'main' | 'accent';
}

export function FieldChanges({
  rows,
  label,
  firstLabel,
  secondLabel,
}: {
  rows: readonly ChangeRow[];
  /** The list's accessible name. */
  label: string;
  firstLabel: string;
  secondLabel: string;
}) {
  return (
    <ul aria-label={label} class="flex flex-col divide-y divide-line rounded-xl border border-line bg-white/[0.02]">
      {rows.map((row) => (
        <li key={row.key} class="flex flex-col gap-2 px-3.5 py-3">
          <p class="flex flex-wrap items-center gap-2 text-sm font-medium">
            <span>{row.label}</span>
            {row.long && <span class="text-xs font-normal text-muted">changed</span>}
            {row.note && <Badge tone={row.tone ?? 'neutral'}>{row.note}</Badge>}
          </p>
          <dl class="grid gap-1.5 text-sm sm:grid-cols-2 sm:gap-3">
            <Value term={firstLabel} value={row.first} />
            <Value term={secondLabel} value={row.second} />
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Value({ term, value }: { term: string; value: string }) {
  return (
    <div class="min-w-0">
      <dt class="text-xs text-muted">{term}</dt>
      <dd class="break-words whitespace-pre-line text-ink/90 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}
