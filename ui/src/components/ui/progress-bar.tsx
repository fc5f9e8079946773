// A determinate progress bar (an upload): its value for screen readers as aria values, and as a
// bar and a percentage for everyone else.

export function ProgressBar({ value, label, class: extra = '' }: { value: number; label: string; class?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      class={`h-1.5 overflow-hidden rounded-full bg-white/10 ${extra}`}
    >
      <div class="h-full rounded-full bg-main transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}
