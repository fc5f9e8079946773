// A bordered surface for grouped content, and the message panel used for empty, error and
// access-denied states.

import type { ComponentChildren } from 'preact';

export function Panel({ children, class: extra = '' }: { children: ComponentChildren; class?: string }) {
  return <section class={`rounded-xl border border-line bg-surface ${extra}`}>{children}</section>;
}

export function StatePanel({
  title,
  children,
  tone = 'neutral',
  role,
  action,
}: {
  title: string;
  children?: ComponentChildren;
  tone?: 'neutral' | 'error';
  /** 'alert' for errors that appear after an action; 'status' for live updates. */
  role?: 'alert' | 'status';
  action?: ComponentChildren;
}) {
  return (
    <div
      role={role}
      class={
        'flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center ' +
        (tone === 'error' ? 'border-danger/40 bg-danger/[0.05]' : 'border-white/12 bg-surface/60')
      }
    >
      <p class={`text-sm font-semibold ${tone === 'error' ? 'text-danger' : 'text-ink'}`}>{title}</p>
      {children && <div class="max-w-md text-sm text-muted">{children}</div>}
      {action && <div class="mt-2">{action}</div>}
    </div>
  );
}
