// A dense data table in a scrollable panel. Cells are plain <th>/<td> with these classes. The panel
// is the containing block of what is positioned inside (a visually hidden header's text), so
// nothing of a wide table escapes its scroll box to widen the page.

import type { ComponentChildren } from 'preact';

export function Table({ caption, children }: { caption: string; children: ComponentChildren }) {
  return (
    <div class="relative overflow-x-auto rounded-xl border border-line bg-surface">
      <table class="w-full border-collapse text-left text-sm">
        <caption class="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ children, class: extra = '' }: { children?: ComponentChildren; class?: string }) {
  return (
    <th
      scope="col"
      class={`border-b border-line bg-white/[0.02] px-2.5 py-2.5 text-xs sm:px-3 font-medium tracking-wide whitespace-nowrap text-muted uppercase ${extra}`}
    >
      {children}
    </th>
  );
}

export function Td({ children, class: extra = '' }: { children?: ComponentChildren; class?: string }) {
  return <td class={`border-b border-line px-2.5 py-2.5 align-middle sm:px-3 ${extra}`}>{children}</td>;
}

/** The class of a body row: hover highlight, no border under the last one. */
export const rowClasses = 'transition-colors hover:bg-white/[0.02] [&:last-child>td]:border-b-0';
