// The panel shown instead of a screen the signed-in admin may not use.

import type { ComponentChildren } from 'preact';

export function AccessDenied({ children }: { children: ComponentChildren }) {
  return (
    <div role="alert" class="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface px-6 py-14 text-center">
      <span aria-hidden="true" class="grid size-11 place-items-center rounded-full border border-danger/30 bg-danger/10 text-danger">
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </span>
      <h2 class="font-sans text-lg font-semibold">Access Denied</h2>
      <p class="max-w-sm text-sm text-muted">{children}</p>
    </div>
  );
}
