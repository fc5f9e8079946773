// "Still right": beside an out-of-date translation that still says the right thing. Pressed, the
// field counts as current and its save sends the text again, which makes it current.

import { Check } from 'lucide-react';

export function StillRight({ pressed, label, onToggle }: { pressed: boolean; label: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      class={
        'inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs font-medium transition ' +
        'focus-visible:outline-2 focus-visible:outline-main ' +
        (pressed ? 'border-main/40 bg-main/15 text-main-ink' : 'border-line text-muted hover:text-ink')
      }
    >
      {pressed && <Check size={12} aria-hidden="true" />}
      Still right
      <span class="sr-only"> ({label})</span>
    </button>
  );
}
