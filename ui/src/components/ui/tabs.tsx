// Tabs with the WAI-ARIA pattern: arrow keys, Home and End move between tabs (roving tabindex);
// only the selected panel is rendered.

import type { ComponentChildren } from 'preact';
import { useId, useState } from 'react';

export interface TabItem {
  id: string;
  label: ComponentChildren;
  content: () => ComponentChildren;
}

export function Tabs({ label, tabs, initial }: { label: string; tabs: readonly TabItem[]; initial?: string }) {
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id);
  const base = useId();

  function move(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    document.getElementById(`${base}-tab-${tab.id}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((t) => t.id === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  }

  const current = tabs.find((t) => t.id === selected);
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        class="flex gap-1 overflow-x-auto border-b border-line"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              class={
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition ' +
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-main ' +
                (active ? 'border-main text-ink' : 'border-transparent text-muted hover:text-ink')
              }
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${base}-panel-${current.id}`}
          aria-labelledby={`${base}-tab-${current.id}`}
          tabIndex={0}
          class="pt-5 outline-none focus-visible:outline-2 focus-visible:outline-main"
        >
          {current.content()}
        </div>
      )}
    </div>
  );
}
