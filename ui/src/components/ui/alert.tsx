// An inline message announced to screen readers: an error, or a neutral notice, with room for
// the buttons that answer it.

import type { ComponentChildren } from 'preact';

export function Alert({
  title,
  children,
  tone = 'error',
  actions,
}: {
  title: string;
  children?: ComponentChildren;
  tone?: 'error' | 'info';
  actions?: ComponentChildren;
}) {
  const colors =
    tone === 'error' ? 'border-danger/40 bg-danger/10 text-danger' : 'border-main/40 bg-main/10 text-main';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} class={`rounded-xl border px-4 py-3 text-sm ${colors}`}>
      <p class="font-semibold">{title}</p>
      {children && <p class="mt-0.5 text-ink/80">{children}</p>}
      {actions && <div class="mt-3 flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
