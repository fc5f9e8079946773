// A small status label.

import type { ComponentChildren } from 'preact';

type Tone = 'neutral' | 'main' | 'accent' | 'success' | 'warning' | 'danger';

const TONES: Record<Tone, string> = {
  neutral: 'border-white/10 bg-white/[0.06] text-muted',
  main: 'border-main/30 bg-main/10 text-main',
  accent: 'border-accent/30 bg-accent/10 text-accent',
  success: 'border-emerald-400/30 bg-emerald-400/10 text-emerald-300',
  warning: 'border-amber-300/30 bg-amber-300/10 text-amber-200',
  danger: 'border-danger/30 bg-danger/10 text-danger',
};

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ComponentChildren }) {
  return (
    <span
      class={`inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs leading-4 font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
